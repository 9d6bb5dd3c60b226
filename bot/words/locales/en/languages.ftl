# Choosing a language (/sho language). Each language is named in itself, in every catalogue.

# $language: a locale's name (en, en-XA, ...).
language-name = { $language ->
        [en] English
        [en-XA] Pseudo-English (for testing translations)
        [bo] བོད་ཡིག
        [ne] नेपाली
        [zh-CN] 简体中文
       *[other] { $language }
    }
language-automatic = Automatic (Discord's language, else the server's)
command-language = Choose the language the bot speaks to you where only you see it
command-language-language = Your language (leave out to see which one I speak to you)
# $name: the language's name; $server: the server's language's name.
language-yours-chosen = I speak { $name } to you where only you see it. The boards and pings follow the table's language ({ $server } on this server).
language-yours-discord = I speak { $name } to you, as your Discord is set to it. Choose another with `/sho language`. The boards and pings follow the table's language ({ $server } on this server).
language-yours-server = I speak { $name } to you, this server's language. Choose another with `/sho language`.
language-chosen = From now on I speak { $name } to you where only you see it. The boards and pings follow the table's language ({ $server } on this server).
language-automatic-chosen = From now on I speak your Discord's language to you where I can ({ $name } now), else the server's.

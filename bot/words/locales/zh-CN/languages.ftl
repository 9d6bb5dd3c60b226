# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# Choosing a language (/sho language). Each language is named in itself, in every catalogue.

# $language: a locale's name (en, en-XA, ...).
language-name = { $language ->
        [en] English
        [en-XA] Pseudo-English（测试翻译用）
        [bo] བོད་ཡིག
        [ne] नेपाली
        [zh-CN] 简体中文
       *[other] { $language }
    }
language-automatic = 自动（用你的 Discord 的语言，否则用服务器的）
command-language = 选择机器人在只有你能看到的地方对你说哪种语言
command-language-language = 你的语言（不填就查看我现在对你说哪种语言）
# $name: the language's name; $server: the server's language's name.
language-yours-chosen = 在只有你能看到的地方，我对你说{ $name }。棋盘和提醒跟随这桌的语言（本服务器是{ $server }）。
language-yours-discord = 我对你说{ $name }，因为你的 Discord 设置的是这种语言。可以用 `/sho language` 换一种。棋盘和提醒跟随这桌的语言（本服务器是{ $server }）。
language-yours-server = 我对你说{ $name }，这是本服务器的语言。可以用 `/sho language` 换一种。
language-chosen = 从现在起，在只有你能看到的地方，我对你说{ $name }。棋盘和提醒跟随这桌的语言（本服务器是{ $server }）。
language-automatic-chosen = 从现在起，我尽量对你说你的 Discord 的语言（现在是{ $name }），否则说服务器的语言。

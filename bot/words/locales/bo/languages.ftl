# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

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
language-automatic = རང་བཞིན། (Discord ནང་གི་སྐད་ཡིག ཡང་ན་ཞབས་འཕྲུལ་གྱི)
command-language = ཁྱེད་རང་ཁོ་ནས་མཐོང་སར་ངས་བཀོལ་བའི་སྐད་ཡིག་འདེམས
command-language-language = ཁྱེད་ཀྱི་སྐད་ཡིག (མ་བཀོད་ན་ངས་ད་ལྟ་བཀོལ་བཞིན་པ་མཐོང་)
# $name: the language's name; $server: the server's language's name.
language-yours-chosen = ཁྱེད་རང་ཁོ་ནས་མཐོང་སར་ངས་ཁྱེད་ལ་ { $name } བཀོལ། རེའུ་མིག་དང་བརྡ་ནི་ཅོག་ཙེའི་སྐད་ཡིག་ལྟར་ཡིན། (ཞབས་འཕྲུལ་འདིར་ { $server })
language-yours-discord = ཁྱེད་ཀྱི་ Discord དེ་ལྟར་སྒྲིག་ཡོད་པས་ངས་ཁྱེད་ལ་ { $name } བཀོལ། `/sho language` ཡིས་གཞན་ཞིག་འདེམས། རེའུ་མིག་དང་བརྡ་ནི་ཅོག་ཙེའི་སྐད་ཡིག་ལྟར་ཡིན། (ཞབས་འཕྲུལ་འདིར་ { $server })
language-yours-server = ཞབས་འཕྲུལ་འདིའི་སྐད་ཡིག་ { $name } ངས་ཁྱེད་ལ་བཀོལ། `/sho language` ཡིས་གཞན་ཞིག་འདེམས།
language-chosen = ད་ནས་བཟུང་ཁྱེད་རང་ཁོ་ནས་མཐོང་སར་ངས་ཁྱེད་ལ་ { $name } བཀོལ། རེའུ་མིག་དང་བརྡ་ནི་ཅོག་ཙེའི་སྐད་ཡིག་ལྟར་ཡིན། (ཞབས་འཕྲུལ་འདིར་ { $server })
language-automatic-chosen = ད་ནས་བཟུང་ཐུབ་ན་ཁྱེད་ཀྱི་ Discord ནང་གི་སྐད་ཡིག་བཀོལ། (ད་ལྟ་ { $name }) མ་ཐུབ་ན་ཞབས་འཕྲུལ་གྱི་སྐད་ཡིག

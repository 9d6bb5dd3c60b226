# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The bot's one message when it is added to a server (bot/ui/community/welcome.py).

welcome =
    👋 **{ -sho }་བསྣན་པར་ཐུགས་རྗེ་ཆེ།** { -sho }་ནི་བོད་དང་ཤར་པའི་ཁྱིམ་གྱི་ཤོ་རྒྱུག་འགྲན་ཡིན། རྩེད་མོ་བ་ 2 ནས་ 4 བར།
    - **རྩེ་སྟངས།** བརྒྱུད་ལམ་ཞིག་ཏུ་ `/sho new` བྲིས། གྲོགས་པོས་ **ཞུགས** ལ་ནོན། སྡོད་ས་སྟོང་པར་{ -computer }་ཀྱིས་རྩེ།
    - **སློབ་སྦྱོང་།** `/sho rules` ཡིས་རྩེད་མོ་ཤོག་ངོས་རེ་རེར་སློབ། `/sho help` ཡིས་བཀའ་ཚིག་ཚང་མ་སྟོན།
    - **སྒྲིག་འགོད།** Manage Server ཡོད་པའི་ཚོགས་མིས་ `/sho config` བཀོལ་ནས་རྩེད་མོའི་བརྒྱུད་ལམ། དོ་དམ་པའི་གོ་གནས། རེས་ཀྱི་དུས་ཚོད། ཁྱིམ་གྱི་སྒྲིག་གཞི་བཅས་འདེམས།

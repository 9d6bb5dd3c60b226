# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho rules: the rules of Sho in a player's words, a page per topic (bot/ui/rules/pages.py,
# bot/ui/rules/message.py, cogs/rules.py). They restate docs/rules.md (R1-R28) for people at the
# table; the engine is the authority.

# The slash command's words (cogs/described.py; 100 characters each).
command-rules = { -sho }་རྩེ་སྟངས། ཤོག་ངོས་རེ་རེ།
command-rules-preset = སྒྲིག་གཞི་འདི་འགྲེལ། (རང་བཞིན། འདིའི་རྩེད་མོའམ་ཞབས་འཕྲུལ་གྱི་སྒྲིག་གཞི)

# A page's card: its heading ($title, a page's title, rules-<topic>-title); its small print; its buttons.
rules-page-title = { -sho }་རྩེད་ཀྱི་སྒྲིག་གཞི། { $title }
rules-page = ཤོག་ངོས་ { $page }/{ $pages }
rules-previous = སྔོན་མ
rules-next = རྗེས་མ

# The first page of a table whose rules differ from the table rules: $preset, the preset it was
# made from (table, app, lhasa); $changes, the options set otherwise than that preset (their
# phrases, option-<key>-<value>, listed with option-list-separator). A list of the differences
# from the table rules follows (option-<key>-<value>-explained), unless there are none (-as-table).
rules-differences-title = སྒྲིག་གཞི། { preset-name }
rules-differences = འདི་ནི་ **{ preset-name }** སྒྲིག་གཞི་སྟེ། { preset-blurb }། རྗེས་མའི་ཤོག་ངོས་ཀྱི་ཅོག་ཙེའི་སྒྲིག་གཞི་དང་མི་མཐུན་སར་ཤོག་ངོས་འདི་གཙོ་བོ་ཡིན།
rules-differences-changed = འདི་ནི་ **{ preset-name }** སྒྲིག་གཞི་སྟེ། { preset-blurb }། འོན་ཀྱང་ { $changes }། རྗེས་མའི་ཤོག་ངོས་ཀྱི་ཅོག་ཙེའི་སྒྲིག་གཞི་དང་མི་མཐུན་སར་ཤོག་ངོས་འདི་གཙོ་བོ་ཡིན།
rules-differences-as-table = འདི་ནི་ **{ preset-name }** སྒྲིག་གཞི་སྟེ། { preset-blurb }། རྗེས་མའི་ཤོག་ངོས་ཀྱི་ཅོག་ཙེའི་སྒྲིག་གཞི་དང་གཅིག་མཚུངས།
rules-differences-changed-as-table = འདི་ནི་ **{ preset-name }** སྒྲིག་གཞི་སྟེ། { preset-blurb }། འོན་ཀྱང་ { $changes }། དེ་ནི་རྗེས་མའི་ཤོག་ངོས་ཀྱི་ཅོག་ཙེའི་སྒྲིག་གཞི་ཡིན།

# The pages of the table rules, in order: each a title and a body in markdown. The house rules
# page lists every option's explanation (option-<key>-<value>-explained) between rules-house and
# rules-presets.

rules-glance-title = { -sho }་མདོར་བསྡུས
rules-glance = { -sho }་ནི་བོད་དང་ཤར་པའི་ཁྱིམ་གྱི་ཤོ་རྩེད་ཡིན། ཤིང་གི་{ -dice-cup }་ནང་ཤོ་གཉིས་བླུགས་ནས་ཀོ་བའི་{ -dice-pad }་ཐོག་བརྡབ། ཕྱོགས་རེར་{ -coin }་དགུ་ཡོད་པས་{ -spot }་ 64 ཡི་འཁྱིལ་ལམ་ལ་རྒྱུག་འགྲན་བྱེད།

    - **རྩེད་མོ་བ།** 2 ནས་ 4 བར། 2 དང་ 3 ཡིན་ན་སོ་སོར་རྩེ། 4 ཡིན་ན་ཁ་གཏད་དུ་བསྡད་པ་{ -partners }་ཡིན། སྡོད་ས་ 1 དང་ 3 ཁ་གཏད་སྡོད་ས་ 2 དང་ 4།
    - **{ -coin }།** ཕྱོགས་རེར་དགུ་ཡོད། { -partners }་ལ་དགུ་ཚན་གཅིག་མཉམ་སྤྱོད་ཡིན། { -partners }་སུས་ཀྱང་གང་རུང་སྤོ་ཆོག
    - **{ -track }།** { -coin }་{ -spot }་རྗེས་ཀྱི་བར་སྟོང་ 1 ནས་ 63 བར་བཞག “7 ཐོག” གི་{ -coin }་{ -spot }་བདུན་པའི་རྗེས་སུ་ཡོད། { -spot }་མཐའ་མ་བརྒལ་ན་{ -home }།
    - **རེས།** སྡོད་སའི་གོ་རིམ་ལྟར་རེས་འཁོར། ཁྱེད་ཀྱི་རེས་ལ་{ -throw(form: "past") }་ནས་ཤོ་གཉིས་ཀྱི་བསྡོམས་བཀོལ།
    - **དམིགས་ཡུལ།** { -coin }་དགུ་ཚང་མ་སྔོན་ལ་{ -home }་བའི་ཕྱོགས་{ -victory }་ཐོབ། { -partners }་གཉིས་ཀ་མཉམ་དུ་{ -victory }་ཐོབ།

rules-opening-title = { -open }
rules-opening = ཁྱེད་ཕྱོགས་ཀྱི་{ -coin }་{ -track }་ཐོག་གཅིག་ཀྱང་མེད་ན་ཁྱེད་ཀྱི་{ -throw(form: "noun") }་ཀྱིས་ **{ -open }**:

    - { -coin }་གཉིས་{ -stack }་གཅིག་ཏུ་བསྡོམས་དང་མཐུན་པའི་{ -spot }་ཐོག་འཇོག 5 བབས་ན་{ -coin }་གཉིས་{ -spot }་ 5 ཐོག་འཇོག
    - **{ -pa-ra }** (གཅིག་གཉིས) དང་ **{ -sug }** (བསྡོམས་གསུམ) ཡིན་ན་ **{ -coin }་གསུམ** འཇོག { -open }་དུས་ཀྱི་{ -pa-ra }་མི་ཉར། ཡང་{ -throw }་མི་ཆོག
    - { -spot }་དེར་དགྲའི་{ -stack }་ཡོད་ན་ཆེ་ཆུང་ཅི་ཡིན་ཀྱང་{ -kill(form: "past") }་ནས་དེ་ལས་{ -coin }་གཅིག་མང་བ་འཇོག (ཉུང་མཐའ་གཉིས་སམ་གསུམ།) དེར་བརྟེན་རྩེད་མོ་བ་གཉིས་ཀྱིས་གྲངས་གཅིག་གིས་{ -open }་ན་གཉིས་པས་དང་པོའི་{ -coin }་གཉིས་{ -kill(form: "past") }་ནས་གསུམ་འཇོག
    - ལག་ན་ཡོད་པ་ལས་མང་བ་ནམ་ཡང་མི་འཇོག འོན་ཀྱང་{ -coin }་ཉུང་བའི་{ -open }་ཀྱིས་ཀྱང་{ -kill }།
    - { -open }་ཀྱིས་{ -throw(form: "noun") }་ལྷག་མ་ནམ་ཡང་མི་ཐོབ། རེས་འཕོ།

    ཁྱེད་ཕྱོགས་ཀྱི་{ -track }་ཐོག་ཅི་ཡང་མེད་ཚེ་ཡང་བསྐྱར་{ -open }། དཔེར་ན། ཁྱེད་ཀྱི་{ -stack }་ཚང་མ་{ -kill(form: "past") }་རྗེས།

rules-moving-title = སྤོ་སྟངས
rules-moving = { -track }་ཐོག་{ -coin }་ཡོད་ཕྱིན་ཆད་{ -throw(form: "noun") }་རེས་གཤམ་གྱི་གཉིས་ལས་གཅིག་ཁོ་ན་བྱེད:

    - ལག་ནས་{ -coin }་གསར་པ་གཅིག་བསྡོམས་དང་མཐུན་པའི་{ -spot }་ཐོག་ **འཇོག** ཡང་ན།
    - རང་གི་{ -stack }་གཅིག་བསྡོམས་ཀྱི་གོམ་པ་ཙམ་མདུན་དུ་ **སྤོ**། { -stack }་ཧྲིལ་པོ་སྤོ། { -stack }་ནམ་ཡང་མི་འབྱེ།

    { -coin }་ཚོས་ལམ་བར་གྱི་ཅི་ཡོད་ལ་མཆོང་། བབས་སའི་{ -spot }་ཁོ་ན་གལ་ཆེ། { -spot }་རེར་ཕྱོགས་གཅིག་གི་{ -coin }་ཁོ་ན་{ -stack }་གཅིག་ཏུ་ཡོད།

    སྤོ་ཐབས་ཡོད་ན་ངེས་པར་དུ་གཅིག་སྤོ་དགོས། སྤོ་ཐབས་གཅིག་ཁོ་ན་ཡོད་ན་ཁྱེད་ཀྱི་ཚབ་སྤོ། སྤོ་ཐབས་མེད་ན་{ -throw(form: "noun") }་ཤོར་ནས་རེས་འཕོ།

rules-stacking-title = { -stack }་དང་{ -kill }
rules-stacking = - **{ -stack }།** རང་གི་{ -coin }་ཐོག་བབས་ན་{ -stack }་ཆེ་བ་གཅིག་ཏུ་འདུས། དེ་ནས་{ -throw(form: "noun") }་གཅིག་གིས་མཉམ་དུ་འགྲོ། { -stack }་ན་ **{ -throw(form: "noun") }་ལྷག་མ** ཐོབ།
    - **{ -kill }།** ཁྱེད་ཀྱི་{ -stack }་དང་ཆེ་ཆུང་མཉམ་པའམ་ཆུང་བའི་དགྲའི་{ -stack }་ཐོག་བབས་ན་{ -kill }། དེའི་{ -coin }་བདག་པོའི་ལག་ཏུ་ལོག་ནས་ཡང་བསྐྱར་འཁོར་དགོས། { -kill }་ན་ **{ -throw(form: "noun") }་ལྷག་མ** ཐོབ།
    - **བཀག** ཁྱེད་ལས་ཆེ་བའི་དགྲའི་{ -stack }་ཀྱིས་བཀག དེར་བབས་མི་ཆོག་པས་སྤོ་བ་དེ་མི་ཆོག
    - ལག་ནས་འཇོག་པའི་{ -coin }་གསར་པ་གཅིག་གིས་དགྲའི་{ -coin }་གཅིག་{ -kill }། གཉིས་ཡན་གྱི་{ -stack }་ཀྱིས་བཀག

    { -throw(form: "noun") }་ལྷག་མ་ལ་ཚད་མེད། { -kill }་ནས་{ -throw(form: "noun") }་ཐོབ། དེ་ནས་{ -stack }་ནས་ཡང་ཐོབ། ད་དུང་མུ་མཐུད། { -partners }་ཚོའི་{ -coin }་མཉམ་དུ་{ -stack }་ཕན་ཚུན་ནམ་ཡང་མི་{ -kill }།

rules-para-title = { -pa-ra }
rules-para = གཅིག་གཉིས་ནི་ **{ -pa-ra }** ཡིན། དེས་མི་སྤོ། གོམ་པ་གཉིས་ཉར་ནས་ལམ་སང་ཡང་{ -throw }

    - { -throw(form: "noun") }་རྗེས་མར་བསྡོམས་གསར་པ། ཉར་བའི་གཉིས། ཡང་ན་གཉིས་ཀ་བསྡོམས་ནས་སྤོ་ཆོག འོན་ཀྱང་སྤོ་བ་གཅིག་ཁོ་ན།
    - ཡང་{ -pa-ra }་བབས་ན་དེ་ཡང་ཉར་ནས་གཉིས་སྣོན། རིམ་པར་{ -pa-ra }་གཉིས་ན་གོམ་པ་བཞི། གསུམ་ན་དྲུག་ཉར།
    - མཐར་སྤོ་ཐབས་མེད་ན་ཉར་བའི་གོམ་པ་{ -throw(form: "noun") }་དང་མཉམ་དུ་ཤོར།
    - { -open }་དུས་{ -pa-ra }་ཡིས་{ -coin }་གསུམ་{ -track }་ཐོག་འཇོག

    { -pa-ra }་རྗེས་ཀྱི་{ -throw(form: "noun") }་ནི་{ -throw(form: "noun") }་དེ་རང་གི་ཆ་ཤས་ཡིན། ལྷག་མ་མ་རེད། ཅོག་ཙེའི་འདེམས་ཀ་ཅི་ཡིན་ཡང་འདྲ།

rules-crooked-nine-title = { -crooked-nine }
rules-crooked-nine = 3 དང་ 6 བབས་ན་ **{ -crooked-nine }** ཡིན།

    ཁྱེད་ཕྱོགས་ཀྱིས་སྔོན་ལ་{ -open(form: "past") }་ཡོད། ད་ལྟ་{ -track }་ཐོག་{ -coin }་མེད། { -spot }་ 9 སྟོང་པ་ཡིན་ན་{ -crooked-nine }་གིས་ **ལག་ན་ཡོད་པའི་{ -coin }་ཚང་མ** { -stack }་གཅིག་ཏུ་{ -spot }་ 9 ཐོག་འཇོག

    { -spot }་ 9 ཐོག་དགྲའི་{ -stack }་ཡོད་དམ། ཁྱེད་ཕྱོགས་ཀྱིས་{ -open(form: "past") }་མྱོང་མེད་ན་དགུའི་{ -open }་རྒྱུན་ལྡན་ཡིན། { -spot }་ 9 ཐོག་{ -coin }་གཉིས། ཡང་ན་དེར་ཡོད་པའི་དགྲའི་{ -stack }་ལས་གཅིག་མང་བ་འཇོག་ནས་དེ་{ -kill }།

    { -track }་ཐོག་{ -coin }་ཡོད་རིང་ 3 དང་ 6 ནི་བསྡོམས་དགུ་ཙམ་ཡིན།

rules-finishing-title = { -home }་དང་{ -victory }
rules-finishing = { -stack }་ཞིག་{ -spot }་མཐའ་མའི་རྗེས་ཀྱི་བར་སྟོང་ (64 ཡན) ལ་སླེབས་སམ་བརྒལ་མ་ཐག་{ -track }་ནས་ཐོན་ཏེ་{ -home }། གྲངས་ཀ་ཐིག་ཐིག་མི་དགོས། ལྷག་མའི་གོམ་པ་ཤོར།

    - ལག་ནས་{ -coin }་གསར་པ་ཐད་ཀར་{ -home }་མི་ཐུབ།
    - { -home }་ན་རེས་རྫོགས། { -throw(form: "noun") }་ལྷག་མ་མི་ཐོབ།
    - ཁྱེད་ཕྱོགས་ཀྱི་{ -stack }་ཚང་མ་{ -home }་ཀྱང་ལག་ན་{ -coin }་ལྷག་ཡོད་ན་{ -throw(form: "noun") }་རྗེས་མས་ཡང་{ -open }

    ཕྱོགས་ཤིག་གི་{ -coin }་དགུ་ཚང་མ་{ -home }་མ་ཐག་རྩེད་མོ་གྲུབ། ཕྱོགས་དེ་{ -victory }་ཐོབ། མི་བཞིའི་རྩེད་མོར་{ -partners }་གཉིས་ཀ་མཉམ་དུ།

rules-house-title = ཁྱིམ་གྱི་སྒྲིག་གཞི་དང་སྔོན་སྒྲིག
rules-house = { -sho }་ཁྱིམ་རེ་རེར་རྩེ་སྟངས་མི་འདྲ། གཤམ་གྱི་ཁྱད་པར་རེ་རེ་འདེམས་ཀ་ཞིག་ཡིན། རྩེད་མོ་སྒྲིག་དུས་ (`/sho new`) འདེམས་ནས་རྩེད་མོ་ཧྲིལ་པོར་མི་འགྱུར། ཅོག་ཙེའི་སྒྲིག་གཞིར་ཚང་མ་བཀག་ཡོད། སྔོན་གྱི་ཤོག་ངོས་ཚོས་དེ་བཤད་ཡོད།
rules-presets = **སྔོན་སྒྲིག** གིས་འདེམས་ཀ་ཚང་མ་ཐེངས་གཅིག་ལ་འཇོག **table** (འདེམས་ཀ་ཚང་མ་བཀག) **app** (SHO app ལྟར། { -pa-ra }་སྤོ་བའམ་བསྐྱར་{ -throw } · { -pa-ra }་གསུམ་ན་{ -victory } · ལྷག་མའི་གོམ་པ་མུ་མཐུད · མཐའ་མའི་{ -kill }་ན་རེས་རྫོགས) **lhasa** (ལྷ་སའི་གནམ་ཅན་ཟ་ཁང་ལྟར། { -pa-ra }་ལ་{ -coin }་གཉིས · མཐའ་མའི་{ -kill }་ན་རེས་རྫོགས · རྗེས་མའི་{ -open }་ལ་{ -coin }་གཉིས) `/sho rules preset:app` ཡིས་གཅིག་འགྲེལ།

rules-places-title = གོ་རིམ་དང་ནུས་ཚད
rules-places = { -sho }་ལ་{ -victory }་ཐོབ་མཁན་གཅིག་ཁོ་ན་ཡོད། { -coin }་དགུ་ཚང་མ་སྔོན་ལ་{ -home }་བའི་ཕྱོགས་དེ་ཡིན། ང་ཚོའི་གོ་རིམ་ཐོར་ཕྱོགས་གཞན་ལ་ཡང་གོ་རིམ་སྤྲོད:

    - **གོ་རིམ།** { -victory }་ཐོབ་མཁན་གྱི་རྗེས་སུ་{ -home }་བའི་{ -coin }་མང་བ་མདུན་ལ། { -home }་གྲངས་མཉམ་ན་ལྷག་མའི་གོམ་པ་ཉུང་བ་མདུན་ལ། ({ -spot }་ 50 ཐོག་གི་{ -coin }་ལ་ 14 ལྷག་ཡོད། ལག་ན་ཡོད་པ་ལ་ 64།) གཉིས་ཀ་མཉམ་ན་གོ་རིམ་མཉམ། { -partners }་ཚོས་རང་ཕྱོགས་ཀྱི་གོ་རིམ་མཉམ་སྤྱོད།
    - **ཐོན་པ།** ཐོན་པའམ་ཕྱིར་བུད་པའི་རྩེད་མོ་བ་སུ་{ -victory }་ཡང་མཇུག་མར་རྩིས། རྩེད་མོ་མཇུག་སྒྲིལ་ཡང་འདྲ།
    - **བློས་བཏང་བའི་རྩེད་མོ།** སུས་ཀྱང་{ -victory }་མ་ཐོབ་གོང་མཇུག་སྒྲིལ་བའི་རྩེད་མོ་གཞན་སུ་ལའང་མི་རྩིས།
    - **ནུས་ཚད།** མི་ཁོ་ན་བར་གྱི་རྩེད་མོར་ནུས་ཚད་རྩིས། (OpenSkill, { -partners }་སྡེ་ཚན་གཅིག) { -computer }་ཞུགས་པའི་རྩེད་མོ་གྲངས་ཐོར་འཁོད་ཀྱང་ནུས་ཚད་ནམ་ཡང་མི་རྩིས། ཁྱེད་ཀྱི་ནུས་ཚད་ནི་གཟབ་ནན་གྱི་ཚོད་དཔག་ཅིག་ཡིན། 25 ནས་འགོ་འཛུགས་ཤིང་ནུས་ཚད་རྩིས་པའི་རྩེད་མོ་དང་པོ་ལྔའི་རིང་གནས་སྐབས་ཡིན། /sho leaderboard, /sho stats, /sho history ལ་ལྟོས།

rules-tips-title = ལམ་སྟོན་དང་ཐ་སྙད
rules-tips = **ལམ་སྟོན**
    - { -stack }་ནི་སྟོབས་ཡིན། { -stack }་ཆེན་པོ་ཞིག་{ -throw(form: "noun") }་གཅིག་གིས་{ -coin }་མང་པོ་སྤོ། མཉམ་པའམ་ཆེ་བའི་{ -stack }་ཁོ་ནས་དེ་{ -kill }་ཐུབ།
    - ཤོ་གཉིས་ཀྱི་བསྡོམས་ལ་བདུན་འབབ་ཤས་ཆེ། དགྲའི་{ -stack }་ལས་{ -spot }་ 6 ནས་ 8 བར་མདུན་གྱི་{ -coin }་རྐྱང་པ་ཉེན་ཁ་ཆེ་ཤོས།
    - ཁ་གཏད་ཀྱི་{ -track }་ཐོག་ཅི་ཡང་མེད་རིང་{ -spot }་ 2 ནས་ 12 བར་ལས་ཐག་རིང་དུ་སྡོད། { -open }་ཀྱིས་བབས་སར་ཅི་ཡོད་{ -kill }།
    - ལས་ཀ་གཉིས་བྱེད་པའི་སྤོ་བ་ཚོལ། ཉེན་ཁ་ལས་ཐར་བ་དང་{ -throw(form: "noun") }་ལྷག་མ་ཐོབ་པ།
rules-words-heard = **གོ་རྒྱུའི་ཐ་སྙད**
    - **{ -sho }**: ཤོ་གཉིས་དང་དེས་རྩེ་བའི་རྩེད་མོ།
    - **{ -pa-ra }**: གཅིག་གཉིས་བབས་པ།
    - **{ -sug }**: བསྡོམས་གསུམ།
    - **{ -crooked-nine }**: 3 དང་ 6།
    - **{ -kill }**: དགྲའི་{ -stack }་བདག་པོའི་ལག་ཏུ་ཕྱིར་བསྐྲད་པ།
    - **{ -dice-cup }**: ཤོ་བླུག་སའི་ཤིང་ཕོར། **{ -dice-pad }**: ཤོ་བརྡབ་སའི་ཀོ་བའི་གདན།
    - **{ -coin }** ("ལག་གི་ཁྱི"): ཕྱོགས་རེས་{ -track }་ལ་གཏོང་བའི་སྒོར་མོ།

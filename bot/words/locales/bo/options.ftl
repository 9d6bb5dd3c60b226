# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The table options and presets (docs/rules.md R21-R28), said by bot/render/rules_words.py.
# Keys as in the English file: option-<key>-name, -help, -<value>, -<value>-explained,
# -<value>-choice. An extra throw is { -throw(form: "noun") }་ལྷག་མ throughout.

option-stacking-ends-turn-name = { -stack }་ན་རེས་རྫོགས
option-stacking-ends-turn-help = རང་གི་{ -coin }་ཐོག་བབས་ན་ད་དུང་{ -stack }། འོན་ཀྱང་{ -throw(form: "noun") }་ལྷག་མ་མི་ཐོབ
option-stacking-ends-turn-false = { -stack }་ན་ཡང་{ -throw }
option-stacking-ends-turn-true = { -stack }་ན་རེས་རྫོགས
option-stacking-ends-turn-true-explained = **{ -stack }་ན་རེས་རྫོགས།** རྩེད་མོ་བ་ལ་ལས་{ -throw(form: "noun") }་ལྷག་མ་{ -kill }་པ་ཁོ་ནར་སྤྲོད། རང་གི་{ -coin }་ཐོག་བབས་ན་ད་དུང་{ -stack }། འོན་ཀྱང་རེས་རྫོགས། { -kill }་ན་ད་དུང་{ -throw(form: "noun") }་ལྷག་མ་ཐོབ།

option-no-nine-stack-name = དགུ་{ -stack }་མི་ཆོག
option-no-nine-stack-help = { -coin }་དགུ་ཚང་མའི་{ -stack }་མི་ཆོག
option-no-nine-stack-false = དགུ་{ -stack }་ཆོག
option-no-nine-stack-true = དགུ་{ -stack }་མི་ཆོག
option-no-nine-stack-true-explained = **དགུ་{ -stack }་མི་ཆོག** { -coin }་དགུ་ཚང་མ་{ -stack }་གཅིག་ཏུ་ནམ་ཡང་མི་འགྲོ། { -coin }་དགུའི་{ -stack }་ཆགས་པའི་སྤོ་བ་མི་ཆོག དགུ་འཇོག་དགོས་པའི་{ -open }་ན་རེས་འཕོ། ལག་ན་{ -coin }་དགུ་ཚང་བའི་{ -crooked-nine }་ནི་དགུའི་{ -open }་རྒྱུན་ལྡན་ཞིག་ཡིན། ({ -spot }་ 9 ཐོག་{ -coin }་གཉིས།)

option-last-kill-ends-turn-name = མཐའ་མའི་{ -kill }་ན་རེས་རྫོགས
option-last-kill-ends-turn-help = ཕྱོགས་ཤིག་གི་{ -track }་ཐོག་གི་{ -coin }་མཐའ་མ་{ -kill }་ཀྱང་{ -throw(form: "noun") }་ལྷག་མ་མི་ཐོབ
option-last-kill-ends-turn-false = མཐའ་མའི་{ -kill }་ན་ཡང་{ -throw }
option-last-kill-ends-turn-true = མཐའ་མའི་{ -kill }་ན་རེས་རྫོགས
option-last-kill-ends-turn-true-explained = **མཐའ་མའི་{ -kill }་ན་རེས་རྫོགས།** ཁ་གཏད་ཀྱི་{ -track }་ཐོག་གི་{ -coin }་མཐའ་མ་{ -kill }་ན་{ -throw(form: "noun") }་ལྷག་མ་མི་ཐོབ། ({ -partners }་ཡོད་ན་ཁོང་གཉིས་ཀྱི་{ -coin }་མཐའ་མ།) { -kill }་གཞན་གྱིས་ད་དུང་ཐོབ།

option-triple-para-wins-name = { -pa-ra }་གསུམ་ན་{ -victory }
option-triple-para-wins-help = རིམ་པར་{ -pa-ra }་གསུམ་པ་བྱུང་ན་{ -victory }་ཐོབ
option-triple-para-wins-false = { -pa-ra }་གསུམ་གྱིས་{ -victory }་མི་ཐོབ
option-triple-para-wins-true = { -pa-ra }་གསུམ་ན་{ -victory }
option-triple-para-wins-true-explained = **{ -pa-ra }་གསུམ་ན་{ -victory }།** { -throw(form: "noun") }་གཅིག་གི་ནང་རིམ་པར་{ -pa-ra }་གསུམ་པ་བྱུང་ན་{ -track }་ཐོག་ཅི་ཡོད་ཀྱང་ལམ་སང་{ -victory }་ཐོབ། { -throw(form: "noun") }་ལྷག་མས་གྲངས་གསར་དུ་འགོ་འཛུགས།

option-leftover-steps-name = ལྷག་མའི་གོམ་པ་མུ་མཐུད
option-leftover-steps-help = གོམ་པ་ལྷག་ནས་{ -home }་བའི་{ -stack }་ཀྱིས་ལྷག་མ་དེ་སྤོ་བ་གཞན་ཞིག་ལ་བེད་སྤྱོད་དགོས
option-leftover-steps-false = ལྷག་མའི་གོམ་པ་ཤོར
option-leftover-steps-true = ལྷག་མའི་གོམ་པ་མུ་མཐུད
option-leftover-steps-true-explained = **ལྷག་མའི་གོམ་པ་མུ་མཐུད།** གོམ་པ་ལྷག་ནས་{ -home }་བའི་{ -stack }་ཀྱིས་ལྷག་མ་དེ་བེད་སྤྱོད་དགོས། གོམ་པ་དེ་ཙམ་གྱིས་{ -coin }་གསར་པ་ཞིག་འཇོག་པའམ་{ -stack }་གཞན་ཞིག་སྤོ། (སྤོ་ཐབས་མེད་ན་ཤོར།) དེ་ཡང་གོམ་པ་ལྷག་ནས་{ -home }་ན་ཡང་མུ་མཐུད། ཚང་མ་སྤོ་བ་གཅིག་ཡིན། དེའི་ཆ་ཤས་མཐའ་མས་ཁོ་ན་{ -throw(form: "noun") }་ལྷག་མ་ཐོབ་ཐུབ།

option-para-name = { -pa-ra }
option-para-help = { -pa-ra }་ཡིས་ཅི་སྤྲོད། kept (ཉར)། choose (2 སྤོ་བའམ་བསྐྱར་རྒྱག)། lhasa ({ -coin }་གཉིས)
option-para-kept = { -pa-ra }་ཉར
option-para-choose = { -pa-ra }: 2 སྤོ་བའམ་བསྐྱར་{ -throw }
option-para-lhasa = { -pa-ra }: 2 སྤོ་བའམ་{ -coin }་གཉིས་སམ་བསྐྱར་{ -throw }
option-para-choose-explained = **{ -pa-ra }: སྤོ་བའམ་བསྐྱར་{ -throw }** { -pa-ra }་ཡིས་གོམ་པ་གཉིས་ཀྱི་སྤོ་ཐབས་ཚང་མ་སྤྲོད། (ཉར་བའི་གོམ་པ་ཡང་སྣོན།) ཡང་ན་ **བསྐྱར་{ -throw }**: གཉིས་ཉར་ནས་བསྐྱར་དུ་{ -throw(form: "past") }་རྗེས་{ -throw(form: "noun") }་དེས་ཉར་བའི་གོམ་པ་དང་རང་གི་བསྡོམས་ཀྱིས་སྤོ། ཐག་རིང་གཅིག་ཁོ་ན།
option-para-lhasa-explained = **{ -pa-ra }: ལྷ་སའི་ལུགས།** སྤོ་བའམ་བསྐྱར་{ -throw }་ཆོག་པ་མ་ཟད། ལག་ནས་ **{ -coin }་གཉིས** { -stack }་གཅིག་ཏུ་{ -spot }་དེའི་ཐོག་འཇོག་ཀྱང་ཆོག དེ་དག་གིས་{ -coin }་གཅིག་གམ་གཉིས་ཀྱི་{ -stack }་{ -kill }། གསུམ་གྱིས་བཀག
option-para-kept-choice = kept: { option-para-kept }
option-para-choose-choice = choose: { option-para-choose }
option-para-lhasa-choice = lhasa: { option-para-lhasa }

option-openings-name = { -open }
option-openings-help = { -open }་ཚང་མ་དང་པོ་བཞིན། ཡང་ན་རྗེས་མའི་{ -open }་ལ་{ -coin }་གཉིས
option-openings-every = { -open }་ཚང་མ་དང་པོ་བཞིན
option-openings-first = རྗེས་མའི་{ -open }་ལ་{ -coin }་གཉིས
option-openings-first-explained = **རྗེས་མའི་{ -open }་ལ་{ -coin }་གཉིས།** ཕྱོགས་རང་གི་{ -open }་དང་པོ་ཁོ་ན་རྒྱུན་ལྡན་ཡིན། རྗེས་མར་{ -spot }་དེའི་ཐོག་{ -coin }་གཉིས་འཇོག (ལག་ན་གཅིག་ལས་མེད་ན་གཅིག) དེ་དག་གིས་གྲངས་དེ་ཙམ་ཡན་གྱི་{ -stack }་{ -kill }། { -stack }་ཆེ་བས་བཀག་ན་རེས་འཕོ། { -crooked-nine }་མི་འགྱུར།
option-openings-every-choice = every: { option-openings-every }
option-openings-first-choice = first: { option-openings-first }

# The options a board's table plays otherwise than the table rules; $rules: their phrases
# (option-<key>-<value>), listed with option-list-separator.
option-house-rules = ཁྱིམ་གྱི་སྒྲིག་གཞི། { $rules }
# Between the phrases of a list of options.
option-list-separator = {"། "}

# The presets, by their value ($preset: table, app, lhasa): each fills every option at once.
preset-name = { $preset ->
        [app] SHO app
        [lhasa] ལྷ་ས (གནམ་ཅན)
       *[table] སྲོལ་རྒྱུན
    }
preset-blurb = { $preset ->
        [app] SHO app ལྟར་རྩེ་བ
        [lhasa] ལྷ་སའི་གནམ་ཅན་ཟ་ཁང་ལྟར་རྩེ་བ
       *[table] བོད་དང་ཤར་པའི་ཁྱིམ་གྱི་ཅོག་ཙེའི་སྒྲིག་གཞི
    }
# The slash commands' choice of a preset, by its value (100 characters).
preset-choice = { preset-name }: { preset-blurb }
# A preset with some options set otherwise; $changes: their phrases (option-<key>-<value>),
# listed with option-list-separator.
preset-changed = { preset-name }། འོན་ཀྱང་ { $changes }

# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The post-game analysis (issue 38): luck and skill, from a finished game's record
# (bot/ui/review/analysis.py, cogs/analysis.py). Win chances are given in percentage points:
# $luck signed ("+12.3", "-4.0"), $given_up plain ("0.6"). Luck is སྐལ་བ, a choice འདེམས་ཁ,
# what a choice gave up ཤོར (lost), skill རྩེ་རྩལ, the analysis དབྱེ་ཞིབ.

## Words for the scales (bot/ai/analysis/scale.py)

# A side's luck over the game ($luck_word: very-lucky, lucky, even, unlucky, very-unlucky).
analysis-luck-word = { $luck_word ->
        [very-lucky] སྐལ་བ་ཧ་ཅང་བཟང
        [lucky] སྐལ་བ་བཟང
        [even] སྐལ་བ་འདྲ་མཉམ
        [unlucky] སྐལ་བ་ངན
       *[very-unlucky] སྐལ་བ་ཧ་ཅང་ངན
    }
# A person's play over the game ($label: world-class ... beginner).
analysis-label = { $label ->
        [world-class] འཛམ་གླིང་ཚད་ལྡན
        [expert] མཁས་པ
        [advanced] མཐོ་རིམ
        [intermediate] འབྲིང་རིམ
        [casual] རྩེད་སྤྲོ་བ
       *[beginner] གསར་སློབ་པ
    }

## One line per person under the game's summary, once the analysis is ready

# Tibetan has no plural forms: the one choice is an exact [1].
analysis-summary-line = ⚖️ **{ $name }**: སྐལ་བ་ { $luck } ({ analysis-luck-word }) · { $decisions ->
        [0] དཔྱད་རྒྱུའི་འདེམས་ཁ་མེད
        [1] { analysis-label }། འདེམས་ཁ་གཅིག་པོ་དེར་ཤོར་ { $given_up }
       *[other] { analysis-label }། འདེམས་ཁ་ { DIGITS($decisions) } ལས་རེ་རེར་ཤོར་ { $given_up }
    }

## The private view: the Analysis button under the summary, and /sho analysis

analysis-button = དབྱེ་ཞིབ
analysis-title = དབྱེ་ཞིབ། རྩེད་མོ་ #{ $game }
analysis-graph-heading = **{ -victory }་ཐོབ་པའི་གོ་སྐབས**། { -throw(form: "noun") }་དང་པོ་ནས་མཐའ་མའི་བར། ({ -throw(form: "noun") }་ { DIGITS($throws) }):
analysis-moments-heading = **གནད་འགག་ཆེ་བའི་སྐབས**
analysis-moment-luck = { -throw(form: "noun") }་ { $throw }: { $name } ལ་{ $luck_sign ->
        [up] སྐལ་བ་བཟང་བའི་
       *[down] སྐལ་བ་ངན་པའི་
    }{ -throw(form: "noun") } ({ $swing })
analysis-moment-error = { -throw(form: "noun") }་ { $throw }: { $name } ཕྱོགས་ཀྱི་འདེམས་ཁས་ { $swing } ཤོར།
analysis-no-moments = { -throw(form: "noun") }་དང་འདེམས་ཁ་གང་གིས་ཀྱང་རྩེད་མོ་ལ་འགྱུར་བ་ཆེན་པོ་མ་བཏང་།
analysis-figures-heading = **གྲངས་ཀ**
analysis-person = **{ $name }**: སྐལ་བ་ { $luck } ({ analysis-luck-word })། སྐལ་བ་ཧ་ཅང་བཟང་བའི་{ -throw(form: "noun") }་ { DIGITS($very_lucky) }། ཧ་ཅང་ངན་པ་ { DIGITS($very_unlucky) }
analysis-person-play = { $decisions ->
        [0] { $name } ཕྱོགས་ལ་དཔྱད་རྒྱུའི་འདེམས་ཁ་མེད། ({ -computer }་ཀྱིས་རྩེས་པའམ། སྤོ་བ་ཚང་མ་འདེམས་ཐབས་མེད་པ་ཡིན།)
       *[other] { analysis-label }: འདེམས་ཁ་ { DIGITS($decisions) }། ནོར་འཁྲུལ་ { DIGITS($errors) }། ནོར་འཁྲུལ་ཆེན་པོ་ { DIGITS($blunders) }། འདེམས་ཁ་རེ་རེར་ཆ་སྙོམས་ཤོར་ { $given_up }།
    }
analysis-skill-winner = { -sho }་ཡི་སྐལ་བ་ཕུད་ནས་རྩེ་རྩལ་ཁོ་ནར་བལྟས་ན། { $name } { $same ->
        [yes] གང་ལྟར་ཡང་{ -victory }་ཐོབ་སོང་།
       *[no] { -victory }་ཐོབ་ཡོང་།
    }
analysis-moment-button = { -throw(form: "noun") }་ { $throw }
analysis-footer = སྐལ་བ། { -throw(form: "noun") }་རེ་རེས་རང་ཕྱོགས་ཀྱི་གོ་སྐབས་དེ་སྲིད་པའི་{ -throw(form: "noun") }་ 21 པོ་དེའི་ཆ་སྙོམས་དང་བསྡུར་ན་ག་ཚོད་སྒུལ་བ། ཤོར་བ། འདེམས་ཁ་ཞིག་གིས་འདེམས་ཁ་ཡག་ཤོས་དང་བསྡུར་ན་ཤོར་བའི་གོ་སྐབས།

## /sho stats: a player's averages over their analysed games

analysis-stats = དབྱེ་ཞིབ་བྱས་པའི་རྩེད་མོ་ { DIGITS($games) } ལས་རྩེད་མོ་རེར་སྐལ་བ་ { $luck }{ $judged ->
        [0] །
       *[other] ། འདེམས་ཁ་རེ་རེར་ཤོར་ { $given_up }།
    }

## The command in Discord's command picker (cogs/described.py)

command-analysis = མཇུག་རྫོགས་པའི་རྩེད་མོ་ཞིག་གི་སྐལ་བ་དང་རྩེ་རྩལ། གསང་བར་སྟོན།
command-analysis-game = རྩེད་མོའི་ཨང་། (/sho history ལ་ལྟོས།)

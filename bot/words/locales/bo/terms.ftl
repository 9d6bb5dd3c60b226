# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The game's own words, said once here and used by every message as { -term } (docs/glossary.md
# lists them and why each was chosen). A verb's forms are chosen by $form: present (the
# default), past, or imperative (a button's command).

# The dice, and the game played with them.
-sho = ཤོ
# To throw the dice; as a noun (noun), one throw of a game, counted.
-throw = { $form ->
        [past] ཤོ་བརྒྱབ
        [imperative] ཤོ་རྒྱོབ
        [noun] ཤོ་ཐེངས
       *[present] ཤོ་རྒྱག
    }
-pa-ra = པ་ར
-sug = སུག
-crooked-nine = དགུ་སྣ་ཀྱོག
# A side's pieces ("hand dogs").
-coin = ལག་ཁྱི
# One of the 64 cowrie shells; a coin "on 7" rests after the seventh.
-spot = འགྲོན་བུ
-stack = བརྩེགས
-kill = { $form ->
        [past] བསད
       *[present] གསོད
    }
# Off the end of the spiral: a coin brought home is through, and safe.
-home = ཐར
# A side's coins not yet on the spiral are in its hand.
-hand = ལག
# The spiral of shells the coins race round.
-track = ལམ
-dice-cup = ཤོ་ཕོར
-dice-pad = ཤོ་གདན
-victory = རྒྱལ་ཁ
# A side's first throw putting coins on the track.
-open = { $form ->
        [past] ཁ་ཕྱེ
       *[present] ཁ་འབྱེད
    }
-partners = རོགས་པ
-computer = གློག་ཀླད

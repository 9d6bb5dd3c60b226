# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The board around its grid: title, the last throw, a line per side, whose turn, the legend.
# $name: a seat's name; $side: a side's name (a seat's, or partners' as side-partners says it);
# both may come wrapped in markdown for bold.

position-title = { -sho } · { $name } { $step ->
        [move] སྤོ་རེས
       *[throw] { -throw }་རེས
    }
position-title-won = { -sho } · { side-wins }
position-last-throw = མཐའ་མའི་{ -throw(form: "noun") }་ { $dice }
position-thrown = { $name } { -throw(form: "past") }། { $dice }
# The last throw ($text) and the move it made.
position-last-move = { $text }: { $label }
position-side = { $name }: { -hand }་ན་ { $hand } · { -home }་ { $home }
position-side-on = { $name }: { -hand }་ན་ { $hand } · { -home }་ { $home } · { -track }་ཐོག་ { $track }
# A side's name with four players.
position-partners = { $name } ({ -partners })
# $badge: the side's colour and letter.
position-turn = { $name } ({ $badge }) { $step ->
        [move] སྤོ་རེས
       *[throw] { -throw }་རེས
    }
position-kept = { -pa-ra }་ཉར་བ། { $kept }
position-won = { side-wins }
position-legend = A3 = A ཕྱོགས་ཀྱི་{ -stack } ({ -coin }་ 3) · * = མཐའ་མའི་སྤོ་བ · > v < ^ = འགྲོ་ཕྱོགས · END = མཐའ་མ

# Two partners' side, by their seats' names.
side-partners = { $first } & { $second }

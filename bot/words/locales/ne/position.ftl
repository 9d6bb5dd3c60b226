# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The board around its grid: title, the last throw, a line per side, whose turn, the legend.
# $name: a seat's name; $side: a side's name (a seat's, or partners' as side-partners says it);
# both may come wrapped in markdown for bold. A3, END and the arrows are drawn on the grid,
# which stays in ASCII, so the legend names them as they are.

position-title = { -sho } · { $name } को { $step ->
        [move] { -move } छान्ने
       *[throw] फाल्ने
    } { -turn }
position-title-won = { -sho } · { side-wins }
position-last-throw = पछिल्लो { -throw } { $dice }
position-thrown = { $name } ले { $dice } फाले
# The last throw ($text) and the move it made.
position-last-move = { $text }: { $label }
position-side = { $name }: { -hand }मा { $hand } · { -home } { $home }
position-side-on = { $name }: { -hand }मा { $hand } · { -home } { $home } · { -track }मा { $track }
# A side's name with four players.
position-partners = { $name } (जोडीदार)
# $badge: the side's colour and letter.
position-turn = { $name } ({ $badge }) को { $step ->
        [move] { -move } छान्ने
       *[throw] फाल्ने
    } { -turn }
position-kept = राखिएको { -pa-ra }: { $kept }
position-won = { side-wins }
position-legend = A3 = A पक्षका 3 { -coin }को { -stack } · * = पछिल्लो { -move } · > v < ^ = घुम्ने दिशा · END = निकास

# Two partners' side, by their seats' names.
side-partners = { $first } र { $second }

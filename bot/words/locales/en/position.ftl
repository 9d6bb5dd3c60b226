# The board around its grid: title, the last throw, a line per side, whose turn, the legend.
# $name: a seat's name; $side: a side's name (a seat's, or partners' as side-partners says it);
# both may come wrapped in markdown for bold.

position-title = Sho · { $name } { $step ->
        [move] to move
       *[throw] to throw
    }
position-title-won = Sho · { side-wins }
position-last-throw = Last throw { $dice }
position-thrown = { $name } threw { $dice }
# The last throw ($text) and the move it made.
position-last-move = { $text }: { $label }
position-side = { $name }: hand { $hand } · home { $home }
position-side-on = { $name }: hand { $hand } · home { $home } · on { $track }
# A side's name with four players.
position-partners = { $name } (partners)
# $badge: the side's colour and letter.
position-turn = { $name } ({ $badge }) { $step ->
        [move] to move
       *[throw] to throw
    }
position-kept = pa ra kept: { $kept }
position-won = { side-wins }
position-legend = A3 = a stack of 3 coins of side A · * = the last move · > v < ^ = the way round · END = the exit

# Two partners' side, by their seats' names.
side-partners = { $first } & { $second }

# The table as players see it: the board as a Components V2 message (bot/ui/board_layout.py).

# What the spiral's marks mean, small under the choices while the game is on.
table-legend = A3: 3 coins of A · *: the last move · ·, !: an enemy's next throw reaches it
# The last line of the board, small: the game's number and its settings ($options, as
# table-options says them).
table-footer = Sho · game #{ $game } · { $options }
# A side's line under the spiral ($name: a seat's or partners' name; $stacks: its stacks on
# the track).
table-side = { $name } · hand { $hand } · home { $home } · { $stacks ->
        [0] no stacks
        [one] { $stacks } stack
       *[other] { $stacks } stacks
    }
# The same when one of its people is away (the computer plays for them).
table-side-away = { $name } · hand { $hand } · home { $home } · { $stacks ->
        [0] no stacks
        [one] { $stacks } stack
       *[other] { $stacks } stacks
    } · 💤 { $away } is away
# An old board left above a new one (the game goes on in the board below).
table-moved-below = ⬇️ Sho · this game's board moved below.
# Whose turn it is, said once, in the board's headline (a mention that never pings: the ping
# is a message of its own). $step: move (a throw is waiting for a move) or throw.
table-turn = <@{ $user }>, your turn: { $step ->
        [move] choose a move
       *[throw] throw the dice
    }.
# $deadline: a Unix time, which Discord shows as "in 2 minutes".
table-turn-timed = <@{ $user }>, your turn: { $step ->
        [move] choose a move
       *[throw] throw the dice
    } (or the computer plays <t:{ $deadline }:R>).

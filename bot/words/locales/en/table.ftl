# The table as players see it: the board as a Components V2 message (bot/ui/table/board_card.py).

# What the board's spiral will show, said once in the lobby (under every board it would cost
# a phone two lines at every turn).
table-legend = On the board, A3 is a stack of 3 coins of side A, * marks the last move, and · or ! a spot an enemy's next throw can reach.
# The last line of the board, small, beside the Rules button: the game's number and its
# settings ($rules: the preset and what differs from it; 🤖: the computers' level).
table-footer = Game #{ $game } · { $rules } · { turn-clock } a turn · 🤖 { level }
# A side's line under the spiral ($name: a seat's or partners' name); its stacks are on the
# spiral.
table-side = { $name }: hand { $hand }, home { $home }
# The same when one of its people is away (the computer plays for them).
table-side-away = { $name }: hand { $hand }, home { $home } · 💤 { $away } is away
# An old board left above a new one (the game goes on in the board below).
table-moved-below = ⬇️ Sho · this game's board moved below.
# Whose turn it is, said once, in the board's headline (a mention that never pings: the ping
# is a message of its own). $step: move (a throw is waiting for a move) or throw.
table-turn = <@{ $user }>, your turn: { $step ->
        [move] choose a move
       *[throw] throw the dice
    }.
# With a clock: ⏳ and when the computer plays for them ($deadline: a Unix time, which Discord
# shows as "in 2 minutes", in the reader's own language). Short: a phone gives it one line.
table-turn-timed = <@{ $user }>, { $step ->
        [move] choose a move
       *[throw] throw the dice
    } ⏳ <t:{ $deadline }:R>

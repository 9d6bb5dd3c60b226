# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The table as players see it: the board as a Components V2 message (bot/ui/table/board_card.py).
# A3, * and · or ! are drawn on the spiral, which stays in ASCII, so the legend names them as
# they are.

# What the board's spiral will show, said once in the lobby (under every board it would cost
# a phone two lines at every turn).
table-legend = बोर्डमा, A3 भनेको A पक्षका 3 { -coin }को { -stack } हो, * ले पछिल्लो { -move } देखाउँछ, र · वा ! ले विपक्षीको अर्को { -throw } पुग्न सक्ने { -spot } देखाउँछ।
# The last line of the board, small, beside the Rules button: the game's number and its
# settings ($rules: the preset and what differs from it; 🤖: the computers' level).
table-footer = खेल #{ $game } · { $rules } · एक { -turn } { turn-clock } · 🤖 { level }
# A side's line under the spiral ($name: a seat's or partners' name); its stacks are on the
# spiral.
table-side = { $name }: { -hand }मा { $hand }, { -home } { $home }
# The same when one of its people is away (the computer plays for them).
table-side-away = { $name }: { -hand }मा { $hand }, { -home } { $home } · 💤 { $away } अनुपस्थित
# An old board left above a new one (the game goes on in the board below).
table-moved-below = ⬇️ { -sho } · यो खेलको बोर्ड तल सरेको छ।
# Whose turn it is, said once, in the board's headline (a mention that never pings: the ping
# is a message of its own). $step: move (a throw is waiting for a move) or throw.
table-turn = <@{ $user }>, तपाईंको { -turn }: { $step ->
        [move] { -move } छान्नुहोस्
       *[throw] { -dice } फाल्नुहोस्
    }।
# With a clock: ⏳ and when the computer plays for them ($deadline: a Unix time, which Discord
# shows as "in 2 minutes", in the reader's own language). Short: a phone gives it one line.
table-turn-timed = <@{ $user }>, { $step ->
        [move] { -move } छान्नुहोस्
       *[throw] { -dice } फाल्नुहोस्
    } ⏳ <t:{ $deadline }:R>

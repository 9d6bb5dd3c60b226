# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The table as players see it: the board as a Components V2 message (bot/ui/table/board_card.py).

# What the board's spiral will show, said once in the lobby (under every board it would cost
# a phone two lines at every turn).
table-legend = རེའུ་མིག་ཐོག A3 ནི་ A ཕྱོགས་ཀྱི་{ -coin }་ 3 ཡོད་པའི་{ -stack }་ཡིན། * ནི་སྤོ་བ་མཐའ་མ་ཡིན། · དང་ ! ནི་དགྲ་ཕྱོགས་ཀྱི་{ -throw(form: "noun") }་རྗེས་མས་སླེབ་ཐུབ་པའི་{ -spot }་ཡིན།
# The last line of the board, small, beside the Rules button: the game's number and its
# settings ($rules: the preset and what differs from it; 🤖: the computers' level).
table-footer = རྩེད་མོ་ #{ $game } · { $rules } · རེས་རེར་ { turn-clock } · 🤖 { level }
# A side's line under the spiral ($name: a seat's or partners' name); its stacks are on the
# spiral.
table-side = { $name }: { -hand }་ན་ { $hand } · { -home }་ { $home }
# The same when one of its people is away (the computer plays for them).
table-side-away = { $name }: { -hand }་ན་ { $hand } · { -home }་ { $home } · 💤 { $away } མི་འདུག
# An old board left above a new one (the game goes on in the board below).
table-moved-below = ⬇️ { -sho } · རྩེད་མོ་འདིའི་རེའུ་མིག་འོག་ཏུ་སྤོས་སོང་།
# Whose turn it is, said once, in the board's headline (a mention that never pings: the ping
# is a message of its own). $step: move (a throw is waiting for a move) or throw.
table-turn = <@{ $user }> ཁྱེད་ཀྱི་རེས་རེད། { $step ->
        [move] སྤོ་ཐབས་ཤིག་འདེམས།
       *[throw] { -throw(form: "imperative") }།
    }
# With a clock: ⏳ and when the computer plays for them ($deadline: a Unix time, which Discord
# shows as "in 2 minutes", in the reader's own language). Short: a phone gives it one line.
table-turn-timed = <@{ $user }> { $step ->
        [move] སྤོ་ཐབས་ཤིག་འདེམས།
       *[throw] { -throw(form: "imperative") }།
    } ⏳ <t:{ $deadline }:R>

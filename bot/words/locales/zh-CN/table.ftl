# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The table as players see it: the board as a Components V2 message (bot/ui/table/board_card.py).

# What the board's spiral will show, said once in the lobby (under every board it would cost
# a phone two lines at every turn).
table-legend = 棋盘上，A3 表示 A 方一{ -stack } 3 枚{ -coin }，* 标出上一步，· 或 ! 表示对方下一掷能走到的{ -spot }。
# The last line of the board, small, beside the Rules button: the game's number and its
# settings ($rules: the preset and what differs from it; 🤖: the computers' level).
table-footer = 对局 #{ $game } · { $rules } · 每轮 { turn-clock } · 🤖 { level }
# A side's line under the spiral ($name: a seat's or partners' name); its stacks are on the
# spiral.
table-side = { $name }：{ -hand } { $hand }，{ -home } { $home }
# The same when one of its people is away (the computer plays for them).
table-side-away = { $name }：{ -hand } { $hand }，{ -home } { $home } · 💤 { $away } 暂离
# An old board left above a new one (the game goes on in the board below).
table-moved-below = ⬇️ { -sho } · 这局的棋盘移到下面了。
# Whose turn it is, said once, in the board's headline (a mention that never pings: the ping
# is a message of its own). $step: move (a throw is waiting for a move) or throw.
table-turn = <@{ $user }>，轮到你了：{ $step ->
        [move] 请选一种走法
       *[throw] 请掷骰
    }。
# With a clock: ⏳ and when the computer plays for them ($deadline: a Unix time, which Discord
# shows as "in 2 minutes", in the reader's own language). Short: a phone gives it one line.
table-turn-timed = <@{ $user }>，{ $step ->
        [move] 请选一种走法
       *[throw] 请掷骰
    } ⏳ <t:{ $deadline }:R>

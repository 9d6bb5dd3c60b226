# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The table as players see it: the board as a Components V2 message (bot/ui/board_layout.py).

# What the board's spiral will show, said once in the lobby (under every board it would cost
# a phone two lines at every turn).
table-legend = 棋盘上，A3 表示 A 方一{ -stack } 3 枚{ -coin }，* 标出上一步，· 或 ! 表示对方下一掷能走到的{ -spot }。
# The last line of the board, small: the game's number and its settings ($options, as
# table-options says them).
table-footer = { -sho } · 对局 #{ $game } · { $options }
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
# $deadline: a Unix time, which Discord shows as "in 2 minutes".
table-turn-timed = <@{ $user }>，轮到你了：{ $step ->
        [move] 请选一种走法
       *[throw] 请掷骰
    }（否则电脑将在 <t:{ $deadline }:R>替你走）。

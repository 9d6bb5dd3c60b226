# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The game's messages: the lobby, the board around its grid, the end of a game.

## Shared pieces (included by the sentences below, with their values)

# The computers' level, by its value (easy, normal, hard).
level = { $level ->
        [easy] 简单
        [normal] 普通
       *[hard] 困难
    }
# The turn's time limit: whole minutes ($remainder 0) or seconds.
turn-clock = { $remainder ->
        [0] { $minutes } 分钟
       *[other] { $seconds } 秒
    }

## The lobby

lobby-title = 🎲 { -sho } · { $players } 人桌
lobby-seat-computer = 🤖 { $name }（{ level }）
lobby-seat-left = { $name }（已离开：由电脑代打）
lobby-seat-away = <@{ $user }>（暂离：由电脑代打）
lobby-open-seat = *空座*
lobby-partners = 🤝 { -partner }：**1 + 3** 号座对 **2 + 4** 号座（房主可以用 /sho swap 换座）。
# $deadline: a Unix time, which Discord shows as "in 5 minutes".
lobby-closes = 如果还没开始，这桌将在 <t:{ $deadline }:R>关闭。
lobby-footer = 点“加入”入座。房主来开始（空座由电脑补上）；坐满了会自动开始。
# $rules: the preset and what differs from it (rules' own words).
table-options = 规则：{ $rules } · 每轮 { turn-clock } · 电脑难度：{ level }

## A table that closed before its game began

closed-title = { -sho } · 这桌已关闭
closed-description = 这桌已关闭：{ end-reason }。

## The board


## The line above the board

turn-computer-playing = 🤖 { $name } 正在走…
turn-paused = ⏸️ 已暂停：所有玩家都暂离了。输入 /sho back，或点下面的按钮，就能接着玩。
# $winners: who won, as winners-* says it.
turn-game-over = 🏆 游戏结束：{ $winners }
turn-ended = ⏹️ 本局已结束（{ end-reason }）。

## The end of a game

winners-none = 没有人获胜！
winners-one = { $name } 获胜！
# Partners win together.
winners-two = { $first } 和 { $second } 一起获胜！
summary-winners = 🏆 **{ $winners }**
summary-winners-game = 🏆 **{ $winners }** · 对局 #{ $game }
# A seat's place: a medal for the first three ($place 0: the game gave this seat no place).
summary-place = { $place ->
        [0] ▫️
        [1] 🥇
        [2] 🥈
        [3] 🥉
       *[other] { $place }.
    }
# One seat's figures: $home coins brought home, $kills enemy stacks killed, $stacks stacks made.
summary-seat = { summary-place } **{ $name }**：{ -home } { $home } 枚 · { -kill } { $kills } 次 · 叠 { $stacks } 次
# The same, with the rating before and after ($rise: up or down).
summary-seat-rated = { summary-place } **{ $name }**：{ -home } { $home } 枚 · { -kill } { $kills } 次 · 叠 { $stacks } 次 · { $rise ->
        [up] 📈
       *[down] 📉
    } { $before } → { $after }
summary-well-played = 打得好，{ $people }！
summary-counts = 🎲 掷骰 { $throws } 次 · ⚔️ { -kill } { $kills } 次 · ➕ 叠 { $stacks } 次 · 🔁 { -pa-ra } { $paras } 次
# One player's rating before and after the game ($before, $after: one decimal).
summary-rating = { $name } { $before } → { $after }
summary-not-rated = 不计积分：有电脑参与。

# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# A game's replay: the board after one step, and buttons to step through the game.

# $board: the board's own title.
replay-title = 对局 #{ $game } 回放 · { $board }
replay-start = 游戏开始。
replay-footer = 第 { $step }/{ $last } 步 · 第 { $throw }/{ $throws } 掷
replay-first = ⏮ 最前
replay-back = ◀ 后退
replay-next = 前进 ▶
replay-last = 最后 ⏭
replay-jump = 跳到第几掷…
replay-watch = 回放
replay-slow-jump = 回放正在加载，请过几秒再点“跳到第几掷”。
replay-jump-title = 跳到某一掷
replay-jump-label = 第几掷
replay-jump-range = 1 到 { $throws }

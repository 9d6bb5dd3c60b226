# A game's replay: the board after one step, and buttons to step through the game.

# $board: the board's own title.
replay-title = Replay of game #{ $game } · { $board }
replay-start = The start of the game.
replay-footer = Step { $step } of { $last } · throw { $throw } of { $throws }
replay-first = ⏮ First
replay-back = ◀ Back
replay-next = Forward ▶
replay-last = Last ⏭
replay-jump = Jump to throw…
replay-watch = Replay
replay-slow-jump = The replay is taking a moment to load just now. Please press Jump to throw again in a few seconds.
replay-jump-title = Jump to a throw
replay-jump-label = Throw number
replay-jump-range = 1 to { $throws }

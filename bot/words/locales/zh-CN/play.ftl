# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# What the turn's commands tell the person who used them (cogs/game_turn.py).

# $dice: the throw, as the log writes it.
play-thrown = 你掷出 { $dice }：在棋盘上选走法，或者用 /sho move。
# When the log has no line to say instead (it always has one after a throw or a move).
play-thrown-plainly = 已掷骰。
play-moved-plainly = 已走子。
play-back = 欢迎回来！你的座位还给你了。
play-reposted = 棋盘又发了一次，在频道最下面。

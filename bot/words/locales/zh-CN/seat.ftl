# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# A person's own seat in a game under way (cogs/game_lobby.py, bot/ui/table/confirm_buttons.py).

# /sho leave in a game under way asks first: leaving cannot be undone.
seat-leave-question = 要离开这局吗？从现在起电脑接手你的座位，这局记为你落败。
seat-leave-yes = 确定，离开这局
# What they alone are told when they click a button of the board; I'm back comes with it
# (and, once they press it, play.ftl's welcome back).
seat-away-note = 你现在是暂离状态：电脑正在替你打。点“我回来了”就能接着玩。

# The Resign button on the board of a rated game of two asks first: it ends the game.
seat-resign-question = 要认输吗？这局立即结束：对手获胜，记为你落败。

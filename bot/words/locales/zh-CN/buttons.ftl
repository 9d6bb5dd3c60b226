# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The buttons and menus of a game, and what a click on them says back.

button-throw = 掷骰
button-back = 我回来了
button-rules = 规则
# A move's button before its label is known (a click rebuilt from its id).
button-move = 走子
button-join = 加入
button-leave = 离开
button-add-computer = 加电脑
button-start = 开始
button-cancel = 取消
button-rematch = 再来一局
# Discord's Chinese client calls a thread 子区.
button-thread = 改在子区里开
thread-opening = 正在开子区…
# A thread's name, after the person who asked for it.
thread-name = 和 { $name } 玩 { -sho }
# $thread: the thread, as a link.
thread-ready = 你的桌已经在 { $thread } 准备好了。
button-confirm-end = 确定，结束游戏
confirm-ended = 游戏已结束。
button-confirm-kick = 确定，移出该玩家
confirm-kicked = <@{ $user }> 的座位现在由电脑代打。
button-resign = 认输
button-confirm-resign = 确定，认输
confirm-resigned = 你已认输。下局再会！

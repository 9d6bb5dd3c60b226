# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The words of the /sho commands in Discord's command picker: each command's description, its
# options' descriptions and choices (cogs/described.py). Key: command-<name>[-<option>].
# Discord allows 100 characters for each.

command-sho = 玩 { -sho }：藏族和夏尔巴人家中的掷骰竞速游戏

# The game (cogs/game_lobby.py, game_turn.py, game_admin.py) and help (cogs/help.py).
command-new = 在这个频道开一桌 { -sho }
command-new-players = 这桌的座位数，电脑也算在内（2-4）
command-new-computers = 其中几个座位由电脑来玩
command-new-level = 电脑的水平（默认：服务器的设置）
command-new-rules = 用哪套规则：传统、SHO app 还是拉萨（默认：服务器的设置）
command-new-turn-minutes = 玩家每轮有几分钟，超时由电脑代打
command-join = 在这个频道的桌上入座
command-leave = 离开这桌（游戏中会由电脑接着玩）
command-start = 现在开始；空座由电脑补上
command-swap = 开始前交换两个座位（房主）
command-swap-first = 一个座位号
command-swap-second = 另一个座位号
command-games = 本服务器进行中的游戏和等人的桌
command-throw = 掷骰（轮到你时）
command-move = 为你这一掷走子
command-move-move = 要走的走法（开始输入就能看到）
command-back = 从电脑那里拿回你的座位
command-board = 在频道最下面重新发布棋盘
command-end = 在这里结束游戏（房主或有管理服务器权限的成员）
command-kick = 把玩家的座位交给电脑（只有管理员这样做，才记为其落败）
command-kick-player = 要移出的玩家
command-help = 在一个页面里看所有 { -sho } 命令

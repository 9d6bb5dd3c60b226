# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# Refusals: why what a person asked for was not done. One message per refusal code
# (bot/table/errors.py, bot/services/errors.py, bot/ui/kit/refusals.py), named refusal-<code>.

## The table's refusals

refusal-started = 游戏已经开始了：可以观战，或者开一桌新的。
refusal-already-seated = 你已经在这桌有座位了。
refusal-table-full = 座位都满了。
refusal-game-over = 这局已经结束了。
refusal-not-playing = 你不在这桌玩。
refusal-computers-before-start = 只能在开始前加电脑。
refusal-host-adds-computers = 只有房主能加电脑。
refusal-swap-before-start = 只能在开始前换座。
refusal-host-swaps = 只有房主能换座。
refusal-two-seats = 请选 1 到 { $seats } 号中两个不同的座位。
refusal-already-started = 游戏已经开始了。
refusal-host-starts = 只有房主能开始游戏。
refusal-cancel-lobby-only = 只有还没开始的桌能取消；进行中的游戏请用 /sho end。
refusal-host-cancels = 只有房主能取消这桌。
refusal-already-over = 这局已经结束了。
refusal-end-not-allowed = 只有房主或有“管理服务器”权限的成员能结束游戏。
refusal-kick-not-allowed = 只有房主或有“管理服务器”权限的成员能移出玩家。
refusal-nobody-to-remove = 那个座位上没有可以移出的玩家。
refusal-kick-yourself = 要离开自己的座位，请用 /sho leave。
refusal-not-away = 你没有被标记为暂离。
refusal-resign-two-people = 只有两人之间的对局可以认输。其他对局请用 /sho leave，由电脑接手你的座位。
refusal-move-first = 请先选走法。
refusal-throw-first = 请先掷骰。
refusal-not-a-move = 这不是你这一掷能走的走法。
refusal-paused = 游戏已暂停：这局的玩家可以输入 /sho back 接着玩。
refusal-not-being-played = 这局现在没有在玩。
refusal-not-your-turn = 现在轮到 { $name }。
refusal-players = 一桌 2 到 4 人。
refusal-computers = { $players } 人桌可以有 0 到 { $most } 个电脑。
refusal-turn-time = 每轮时限在 15 秒到 24 小时之间。
# A record that does not fit: damage or a bug, which people are not meant to meet.
refusal-no-person-in-seat = 那个座位上没有可以移出的人
refusal-no-seat-for-person = 这个人在这里没有座位
refusal-opened-again = 一桌只能开一次，由记录里的第一个动作开
refusal-no-game = 没有正在进行的游戏
refusal-unfit-play = 记录与游戏不符：{ $problem }
refusal-not-opened = 记录必须从开桌开始
refusal-not-an-action = 不是这桌的动作：{ $data }（{ $problem }）
refusal-not-an-event = 不是这桌的事件：{ $data }（{ $problem }）

## The services' refusals

refusal-game-gone = 那局游戏已经不存在了。
refusal-no-such-game = 没有对局 #{ $game }。
refusal-game-elsewhere = 对局 #{ $game } 是在别的服务器玩的。
refusal-replay-damaged = 对局 #{ $game } 的记录已损坏。
refusal-never-began = 对局 #{ $game } 从来没有开始，所以没什么可看的。
refusal-still-yours = 对局 #{ $game } 还在进行，而且你也在里面：结束后才能回放和导出。
refusal-still-going = 这局还在进行中。
refusal-rematch-players-only = 只有这局的玩家才能要求再来一局。
refusal-already-done = 已经办好了：你第一次点击就算数了。
refusal-acted-first = 有人先操作了，请再试一次。
refusal-old-board = 这个棋盘已经过时了：游戏已经往下走了。
# When the current board's place is known.
refusal-old-board-linked = 这个棋盘已经过时了：游戏已经往下走了。当前的棋盘在这里：{ $link }
refusal-channel-busy = 这个频道已经有一局 { -sho } 在进行了。
# $where: the channels, as links.
refusal-channel-not-allowed = 在这个服务器上，{ -sho } 游戏要在 { $where } 里开。
refusal-damaged-game = 这局的记录已损坏，所以已经停止。用 /sho new 开一局新的吧。
# By the leaderboard's scope (server, all) and period (all, season, week).
refusal-nobody-finished = { $scope ->
        [server] { $period ->
            [season] 这个赛季（本月）这个服务器还没有人打完一局 { -sho }。用 /sho new 开一局吧！
            [week] 这周这个服务器还没有人打完一局 { -sho }。用 /sho new 开一局吧！
           *[all] 这个服务器还没有人打完过一局 { -sho }。用 /sho new 开一局吧！
        }
       *[all] { $period ->
            [season] 这个赛季（本月）哪里都还没有人打完一局 { -sho }。用 /sho new 开一局吧！
            [week] 这周哪里都还没有人打完一局 { -sho }。用 /sho new 开一局吧！
           *[all] 哪里都还没有人打完过一局 { -sho }。用 /sho new 开一局吧！
        }
    }
refusal-no-finished-games = <@{ $user }> 在这个服务器还没有打完过一局。
refusal-too-many-channels = 一个服务器最多只能指定 { $most } 个游戏频道。
refusal-settings-managers-only = 只有有“管理服务器”权限的成员能更改服务器设置。
refusal-table-limit-range = 一个服务器同时可以有 1 到 { $most } 个游戏和等人的桌。
refusal-tables-waiting = 你已经有 { $most } 桌在等人了。请先开始或取消其中一桌（/sho games 会列出它们）。
refusal-server-full = 这个服务器已经有 { $limit } 个游戏和等人的桌，同时最多就这么多。加入其中一桌吧（/sho games 会列出它们），或者等有一局结束再试。

## What the commands and buttons refuse before asking a service

refusal-no-game-here = 这个频道里没有 { -sho } 游戏。用 /sho new 开一局吧。
refusal-button-elsewhere = 这个按钮属于另一个频道里的游戏。
refusal-not-playing-here = <@{ $user }> 不在这里玩。
refusal-left-table = 对方已经不在这桌玩了。
refusal-throw-number = 请给出 1 到 { $throws } 之间的掷骰序号。
refusal-missing-permissions = 我需要先在这个频道获得这些权限：{ $permissions }。
refusal-threads-in-text-channels = 只能在文字频道里开子区。
refusal-no-threads-here = 我不能在这里开子区（缺少“创建公开子区”权限）。
refusal-offer-gone = 这个按钮已经不归我管了：请重新用 /sho new。
refusal-made-for-someone-else = 这个按钮是给别人的：用 /sho new 开你自己的桌吧。
refusal-players-repost = 只有这局的玩家和管理员能重新发布棋盘。
refusal-reposted-lately = 棋盘刚刚重新发布过：{ $link } { $seconds } 秒后可以再发。
# When the board's message cannot be linked.
refusal-reposted-lately-unlinked = 棋盘刚刚重新发布过。{ $seconds } 秒后可以再发。
refusal-pick-a-move = 请从输入时弹出的列表里选一种你的走法。

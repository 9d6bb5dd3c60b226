# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# Who rules the server: /sho leaderboard, /sho stats and /sho history (bot/ui/community/standings.py).

## Shared pieces (included by the sentences below, with their values)

# $period: all, season (the calendar month) or week.
community-period = { $period ->
        [season] 本赛季
        [week] 本周
       *[all] 全部时间
    }
# $order: what a leaderboard ranks by (rating, wins or winrate).
community-order = { $order ->
        [rating] 积分
        [winrate] 胜率
       *[wins] 胜场
    }
# $place: 1, 2, ... as an ordinal (places go up to 4): 第 2 (名).
community-ordinal = 第 { $place }
# $rating: the shown rating, written with one decimal ("27.3").
community-rating = { $rating }
community-rating-provisional = { $rating }（暂定）
community-rating-none = —

## /sho leaderboard

# $scope: server or all (every server together).
community-leaderboard-title = 🏆 { -sho } 排行榜 · { $scope ->
        [server] 本服务器
       *[all] 所有服务器
    } · { community-period }
# One player's line. $rank: 0 for a player shown without a rank; $percent: their win rate;
# $streak: their current run of wins (shown from 2 on).
community-leaderboard-line = { $rank ->
        [0] `–`
       *[other] `{ $rank }.`
    } <@{ $user }> · **{ $rating }** · { $games } 局胜 { $wins } 局（{ $percent }%）{ $streak ->
        [0] { "" }
        [1] { "" }
       *[other] { " · 🔥 " }{ $streak }
    }
community-leaderboard-empty = 这段时间还没有人打满 { $games } 局（按{ community-order }排名需要先打满）。
# Above the caller's own line, when it is not on the page.
community-leaderboard-you = **你**
community-leaderboard-unranked = （这段时间打满 { $games } 局后上榜）
community-leaderboard-footer = 按{ community-order }排名 · 第 { $page }/{ $pages } 页 · 共 { $ranked } 人上榜
community-leaderboard-previous = 上一页
community-leaderboard-next = 下一页

## A game in a player's stats and history

# One game in a list. $finished: a Unix time, which Discord shows as a date. $outcome, how the
# game ended for the player: won, placed (then $place), left (counted last), removed (by the
# host, not counted) or abandoned (the game gave no places). $early: yes when the game did not
# end with a win; $rated: yes or no; $linked: yes when $link leads to the game's board.
community-game = • `#{ $game }` <t:{ $finished }:d> · { $players } 人 · { $outcome ->
        [won] 获胜
        [placed] { community-ordinal } 名
        [left] 中途离开（记为最后）
        [removed] 被房主移出（不计）
       *[abandoned] 已放弃
    }{ $early ->
        [yes] （提前结束）
       *[no] { "" }
    }{ $rated ->
        [yes] { "" }
       *[no] { " · " }不计积分
    }{ $linked ->
        [yes] { " · " }[棋盘]({ $link })
       *[no] { "" }
    }

## /sho stats

community-stats-title = 📊 { -sho } 战绩
community-stats-player = <@{ $user }>
# $places: how often the player came in each place, community-stats-place for each, joined.
community-stats-games = **对局** { $games } · **胜** { $wins }（{ $percent }%）· **名次** { $places }
community-stats-place = { community-ordinal } 名 ×{ $times }
community-stats-rating-here = **本服务器积分** { $rating }
community-stats-rating-here-none = **本服务器积分** { $rating }（只有真人之间的对局才计积分）
community-stats-rating-everywhere = **所有服务器积分** { $rating }
# $marks: a sparkline of the rating after each game; $change: how far it moved, signed ("+1.5").
community-stats-trend = **走势** { $marks }（近 { $games } 局 { $change }）
community-stats-streak = **连胜** 当前 { $streak } · 最多 { $longest }
# Averages per game, with one decimal.
community-stats-per-game = **场均** ⚔️ { -kill } { $kills } 次 · ➕ 叠 { $stacks } 次 · 🔁 { -pa-ra } { $paras } 次
community-stats-rivals = **最常交手**
community-stats-rival = • <@{ $user }>：{ $games } 局，领先 { $ahead }，落后 { $behind }
community-stats-last-games = **最近对局**

## /sho history

community-history-title = 📜 { -sho } 对局历史
community-history-player = <@{ $user }>，最新的在前：
community-history-next-step = 用 /sho replay 一步步回放，或用 /sho export 下载。
community-history-footer = 第 { $page }/{ $pages } 页 · 共 { $games } 局
community-history-newer = 较新
community-history-older = 较早

## The commands in Discord's command picker (cogs/community.py, cogs/described.py)

command-leaderboard = 看看谁是本服务器的 { -sho } 高手
command-leaderboard-scope = 本服务器，或所有服务器
command-leaderboard-scope-server = 本服务器
command-leaderboard-scope-all = 所有服务器
command-leaderboard-period = 全部时间、本赛季（自然月）或本周
command-leaderboard-period-all = 全部时间
command-leaderboard-period-season = 本赛季（本月）
command-leaderboard-period-week = 本周
command-leaderboard-order = 按积分、胜场或胜率排名（积分和胜率需要打满 { $games } 局）
command-leaderboard-order-rating = 积分
command-leaderboard-order-wins = 胜场
command-leaderboard-order-winrate = 胜率
command-stats = 玩家在本服务器的 { -sho } 战绩
command-stats-user = 谁的战绩（不填就是你的）
command-history = 玩家最近的对局，最新的在前
command-history-user = 谁的对局（不填就是你的）
command-replay = 私下一步步回放一局已结束的对局
command-replay-game = 对局编号（见 /sho history）
command-replay-throw = 从这一掷开始

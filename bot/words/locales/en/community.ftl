# Who rules the server: /sho leaderboard, /sho stats and /sho history (bot/ui/community/standings.py).

## Shared pieces (included by the sentences below, with their values)

# $period: all, season (the calendar month) or week.
community-period = { $period ->
        [season] this season
        [week] this week
       *[all] all time
    }
# $order: what a leaderboard ranks by (rating, wins or winrate).
community-order = { $order ->
        [rating] rating
        [winrate] win rate
       *[wins] wins
    }
# $place: 1, 2, ... as an ordinal (places go up to 4).
community-ordinal = { $place ->
        [1] { $place }st
        [2] { $place }nd
        [3] { $place }rd
       *[other] { $place }th
    }
# $rating: the shown rating, written with one decimal ("27.3").
community-rating = { $rating }
community-rating-provisional = { $rating } (provisional)
community-rating-none = —

## /sho leaderboard

# $scope: server or all (every server together).
community-leaderboard-title = 🏆 Sho leaderboard · { $scope ->
        [server] this server
       *[all] all servers
    } · { community-period }
# One player's line. $rank: 0 for a player shown without a rank; $percent: their win rate;
# $streak: their current run of wins (shown from 2 on).
community-leaderboard-line = { $rank ->
        [0] `–`
       *[other] `{ $rank }.`
    } <@{ $user }> · **{ $rating }** · { $wins } won of { $games } ({ $percent }%){ $streak ->
        [0] { "" }
        [1] { "" }
       *[other] { " · 🔥 " }{ $streak }
    }
community-leaderboard-empty = Nobody has played { $games ->
        [one] { $games } game
       *[other] { $games } games
    } in this period yet (ranking by { community-order } needs them).
# Above the caller's own line, when it is not on the page.
community-leaderboard-you = **You**
community-leaderboard-unranked = (ranked once you have { $games ->
        [one] { $games } game
       *[other] { $games } games
    } in this period)
community-leaderboard-footer = By { community-order } · page { $page } of { $pages } · { $ranked } ranked
community-leaderboard-previous = Previous
community-leaderboard-next = Next

## A game in a player's stats and history

# One game in a list. $finished: a Unix time, which Discord shows as a date. $outcome, how the
# game ended for the player: won, placed (then $place), left (counted last), removed (by the
# host, not counted) or abandoned (the game gave no places). $early: yes when the game did not
# end with a win; $rated: yes or no; $linked: yes when $link leads to the game's board.
community-game = • `#{ $game }` <t:{ $finished }:d> · { $players ->
        [one] { $players } player
       *[other] { $players } players
    } · { $outcome ->
        [won] won
        [placed] { community-ordinal } place
        [left] left (counted last)
        [removed] removed by the host (not counted)
       *[abandoned] abandoned
    }{ $early ->
        [yes] { " " }(ended early)
       *[no] { "" }
    }{ $rated ->
        [yes] { "" }
       *[no] { " · " }not rated
    }{ $linked ->
        [yes] { " · " }[board]({ $link })
       *[no] { "" }
    }

## /sho stats

community-stats-title = 📊 Sho stats
community-stats-player = <@{ $user }>
# $places: how often the player came in each place, community-stats-place for each, joined.
community-stats-games = **Games** { $games } · **won** { $wins } ({ $percent }%) · **places** { $places }
community-stats-place = { community-ordinal } ×{ $times }
community-stats-rating-here = **Rating here** { $rating }
community-stats-rating-here-none = **Rating here** { $rating } (only games between people are rated)
community-stats-rating-everywhere = **Rating on all servers** { $rating }
# $marks: a sparkline of the rating after each game; $change: how far it moved, signed ("+1.5").
community-stats-trend = **Trend** { $marks } ({ $change } over { $games ->
        [one] { $games } game
       *[other] { $games } games
    })
community-stats-streak = **Winning streak** { $streak } now · { $longest } at best
# Averages per game, with one decimal.
community-stats-per-game = **Per game** ⚔️ { $kills } kills · ➕ { $stacks } stacks · 🔁 { $paras } pa ras
community-stats-rivals = **Met most**
community-stats-rival = • <@{ $user }>: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, ahead { $ahead }, behind { $behind }
community-stats-last-games = **Last games**

## /sho history

community-history-title = 📜 Sho history
community-history-player = <@{ $user }>, newest first:
community-history-next-step = Step through one with /sho replay, or download it with /sho export.
community-history-footer = Page { $page } of { $pages } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
community-history-newer = Newer
community-history-older = Older

## The commands in Discord's command picker (cogs/community.py, cogs/described.py)

command-leaderboard = Who rules the server at Sho
command-leaderboard-scope = This server, or all servers
command-leaderboard-scope-server = this server
command-leaderboard-scope-all = all servers
command-leaderboard-period = All time, this season (the calendar month) or this week
command-leaderboard-period-all = all time
command-leaderboard-period-season = this season (this month)
command-leaderboard-period-week = this week
command-leaderboard-order = Rank by rating, wins or win rate (rating and win rate need { $games } games)
command-leaderboard-order-rating = rating
command-leaderboard-order-wins = wins
command-leaderboard-order-winrate = win rate
command-stats = A player's Sho record in this server
command-stats-user = Whose stats (you, if left out)
command-history = A player's last games, newest first
command-history-user = Whose games (yours, if left out)
command-replay = Step through a finished game, privately
command-replay-game = The game's number (see /sho history)
command-replay-throw = Start at this throw

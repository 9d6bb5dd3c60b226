# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# Who rules the server: /sho leaderboard, /sho stats and /sho history (bot/ui/community/standings.py).

## Shared pieces (included by the sentences below, with their values)

# $period: all, season (the calendar month) or week.
community-period = { $period ->
        [season] དུས་ཚིགས་འདི
        [week] གཟའ་འཁོར་འདི
       *[all] འགོ་ནས་ད་བར
    }
# $order: what a leaderboard ranks by (rating, wins or winrate).
community-order = { $order ->
        [rating] ནུས་ཚད
        [winrate] རྒྱལ་ཚད
       *[wins] { -victory }
    }
# $place: 1, 2, ... as an ordinal (places go up to 4).
community-ordinal = { $place ->
        [1] དང་པོ
        [2] གཉིས་པ
        [3] གསུམ་པ
        [4] བཞི་པ
       *[other] { $place } པ
    }
# $rating: the shown rating, written with one decimal ("27.3").
community-rating = { $rating }
community-rating-provisional = { $rating } (གནས་སྐབས)
community-rating-none = —

## /sho leaderboard

# $scope: server or all (every server together).
community-leaderboard-title = 🏆 { -sho }་རྩེད་ཀྱི་གོ་རིམ · { $scope ->
        [server] ཞབས་འཕྲུལ་འདི
       *[all] ཞབས་འཕྲུལ་ཚང་མ
    } · { community-period }
# One player's line. $rank: 0 for a player shown without a rank; $percent: their win rate;
# $streak: their current run of wins (shown from 2 on).
community-leaderboard-line = { $rank ->
        [0] `–`
       *[other] `{ $rank }.`
    } <@{ $user }> · **{ $rating }** · རྩེད་མོ་ { $games } ལས་ { $wins } རྒྱལ། ({ $percent }%){ $streak ->
        [0] { "" }
        [1] { "" }
       *[other] { " · 🔥 " }{ $streak }
    }
community-leaderboard-empty = དུས་མཚམས་འདིར་རྩེད་མོ་ { $games } རྩེས་མཁན་ད་དུང་སུ་ཡང་མེད། ({ community-order }་ལྟར་གོ་རིམ་འགོད་པར་དེ་ཙམ་དགོས།)
# Above the caller's own line, when it is not on the page.
community-leaderboard-you = **ཁྱེད་རང**
community-leaderboard-unranked = (དུས་མཚམས་འདིར་རྩེད་མོ་ { $games } རྩེས་རྗེས་གོ་རིམ་ཁོངས་སུ་ཚུད།)
community-leaderboard-footer = { community-order }་ལྟར · ཤོག་ངོས་ { $page }/{ $pages } · གོ་རིམ་ཅན་ { $ranked }
community-leaderboard-previous = སྔོན་མ
community-leaderboard-next = རྗེས་མ

## A game in a player's stats and history

# One game in a list. $finished: a Unix time, which Discord shows as a date. $outcome, how the
# game ended for the player: won, placed (then $place), left (counted last), removed (by the
# host, not counted) or abandoned (the game gave no places). $early: yes when the game did not
# end with a win; $rated: yes or no; $linked: yes when $link leads to the game's board.
community-game = • `#{ $game }` <t:{ $finished }:d> · རྩེད་མོ་བ་ { $players } · { $outcome ->
        [won] { -victory }་ཐོབ
        [placed] གོ་རིམ་{ community-ordinal }
        [left] ཐོན་སོང་ (མཇུག་མར་རྩིས)
        [removed] གཙོ་སྐྱོང་བས་ཕྱིར་བུད (མི་རྩིས)
       *[abandoned] བློས་བཏང
    }{ $early ->
        [yes] { " " }(སྔོན་ལ་མཇུག་རྫོགས)
       *[no] { "" }
    }{ $rated ->
        [yes] { "" }
       *[no] { " · " }ནུས་ཚད་མི་རྩིས
    }{ $linked ->
        [yes] { " · " }[རེའུ་མིག]({ $link })
       *[no] { "" }
    }

## /sho stats

community-stats-title = 📊 { -sho }་རྩེད་ཀྱི་གྲངས་ཐོ
community-stats-player = <@{ $user }>
# $places: how often the player came in each place, community-stats-place for each, joined.
community-stats-games = **རྩེད་མོ** { $games } · **{ -victory }** { $wins } ({ $percent }%) · **གོ་རིམ** { $places }
community-stats-place = { community-ordinal } ×{ $times }
community-stats-rating-here = **འདིའི་ནུས་ཚད** { $rating }
community-stats-rating-here-none = **འདིའི་ནུས་ཚད** { $rating } (མི་ཁོ་ན་བར་གྱི་རྩེད་མོར་ནུས་ཚད་རྩིས།)
community-stats-rating-everywhere = **ཞབས་འཕྲུལ་ཚང་མའི་ནུས་ཚད** { $rating }
# $marks: a sparkline of the rating after each game; $change: how far it moved, signed ("+1.5").
community-stats-trend = **འགྲོ་ཕྱོགས** { $marks } (རྩེད་མོ་ { $games } ནང་ { $change })
community-stats-streak = **མུ་མཐུད་རྒྱལ་ཁ** ད་ལྟ་ { $streak } · མང་ཤོས་ { $longest }
# Averages per game, with one decimal.
community-stats-per-game = **རྩེད་མོ་རེར** ⚔️ { -kill(form: "past") }་ { $kills } · ➕ { -stack }་ { $stacks } · 🔁 { -pa-ra }་ { $paras }
community-stats-rivals = **མང་ཤོས་འཕྲད་མཁན**
community-stats-rival = • <@{ $user }>: རྩེད་མོ་ { $games }། མདུན་ { $ahead }། རྒྱབ་ { $behind }
community-stats-last-games = **ཉེ་ཆར་གྱི་རྩེད་མོ**

## /sho history

community-history-title = 📜 { -sho }་རྩེད་ཀྱི་ལོ་རྒྱུས
community-history-player = <@{ $user }> གསར་ཤོས་སྔོན་ལ།
community-history-next-step = /sho replay ཡིས་གོམ་པ་རེ་རེར་ལྟ་བའམ་ /sho export ཡིས་ཕབ་ལེན་བྱེད།
community-history-footer = ཤོག་ངོས་ { $page }/{ $pages } · རྩེད་མོ་ { $games }
community-history-newer = གསར་བ
community-history-older = རྙིང་བ

## The commands in Discord's command picker (cogs/community.py, cogs/described.py)

command-leaderboard = ཞབས་འཕྲུལ་འདིར་{ -sho }་ལ་སུ་མཁས་ཤོས་ཡིན་ན
command-leaderboard-scope = ཞབས་འཕྲུལ་འདིའམ་ཞབས་འཕྲུལ་ཚང་མ
command-leaderboard-scope-server = ཞབས་འཕྲུལ་འདི
command-leaderboard-scope-all = ཞབས་འཕྲུལ་ཚང་མ
command-leaderboard-period = འགོ་ནས་ད་བར། དུས་ཚིགས་འདི། (ཟླ་བ་འདི།) ཡང་ན་གཟའ་འཁོར་འདི
command-leaderboard-period-all = འགོ་ནས་ད་བར
command-leaderboard-period-season = དུས་ཚིགས་འདི (ཟླ་བ་འདི)
command-leaderboard-period-week = གཟའ་འཁོར་འདི
command-leaderboard-order = ནུས་ཚད། རྒྱལ་ཁ། རྒྱལ་ཚད་ལྟར་གོ་རིམ། (ནུས་ཚད་དང་རྒྱལ་ཚད་ལ་རྩེད་མོ་ { $games } དགོས།)
command-leaderboard-order-rating = ནུས་ཚད
command-leaderboard-order-wins = རྒྱལ་ཁ
command-leaderboard-order-winrate = རྒྱལ་ཚད
command-stats = ཞབས་འཕྲུལ་འདིའི་རྩེད་མོ་བ་ཞིག་གི་{ -sho }་གྲངས་ཐོ
command-stats-user = སུའི་གྲངས་ཐོ། (མ་བཀོད་ན་ཁྱེད་རང་)
command-history = རྩེད་མོ་བ་ཞིག་གི་ཉེ་ཆར་གྱི་རྩེད་མོ། གསར་ཤོས་སྔོན་ལ།
command-history-user = སུའི་རྩེད་མོ། (མ་བཀོད་ན་ཁྱེད་རང་གི་)
command-replay = མཇུག་བསྒྲིལ་བའི་རྩེད་མོ་ཞིག་གོམ་པ་རེ་རེར་སྒེར་དུ་ལྟ།
command-replay-game = རྩེད་མོའི་ཨང་། (/sho history ལ་ལྟོས།)
command-replay-throw = { -throw(form: "noun") }་འདི་ནས་འགོ་འཛུགས

# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# Who rules the server: /sho leaderboard, /sho stats and /sho history (bot/ui/community/standings.py).

## Shared pieces (included by the sentences below, with their values)

# $period: all, season (the calendar month) or week.
community-period = { $period ->
        [season] यो सिजन
        [week] यो हप्ता
       *[all] सबै समय
    }
# $order: what a leaderboard ranks by (rating, wins or winrate).
community-order = { $order ->
        [rating] रेटिङ
        [winrate] जित दर
       *[wins] जित
    }
# $place: 1, 2, ... as an ordinal (places go up to 4).
community-ordinal = { $place ->
        [1] पहिलो
        [2] दोस्रो
        [3] तेस्रो
        [4] चौथो
       *[other] { $place }औं
    }
# $rating: the shown rating, written with one decimal ("27.3").
community-rating = { $rating }
community-rating-provisional = { $rating } (अस्थायी)
community-rating-none = —

## /sho leaderboard

# $scope: server or all (every server together).
community-leaderboard-title = 🏆 { -sho } लिडरबोर्ड · { $scope ->
        [server] यो सर्भर
       *[all] सबै सर्भर
    } · { community-period }
# One player's line. $rank: 0 for a player shown without a rank; $percent: their win rate;
# $streak: their current run of wins (shown from 2 on).
community-leaderboard-line = { $rank ->
        [0] `–`
       *[other] `{ $rank }.`
    } <@{ $user }> · **{ $rating }** · { $games } मध्ये { $wins } जित ({ $percent }%){ $streak ->
        [0] { "" }
        [1] { "" }
       *[other] { " · 🔥 " }{ $streak }
    }
community-leaderboard-empty = यो अवधिमा अहिलेसम्म कसैले पनि { $games } खेल खेलेको छैन ({ community-order } अनुसार क्रम मिलाउन त्यति खेल चाहिन्छ)।
# Above the caller's own line, when it is not on the page.
community-leaderboard-you = **तपाईं**
community-leaderboard-unranked = (यो अवधिमा { $games } खेल पुगेपछि तपाईं पनि क्रममा आउनुहुन्छ)
community-leaderboard-footer = { community-order } अनुसार · पृष्ठ { $page } / { $pages } · { $ranked } जना क्रममा
community-leaderboard-previous = अघिल्लो
community-leaderboard-next = अर्को

## A game in a player's stats and history

# One game in a list. $finished: a Unix time, which Discord shows as a date. $outcome, how the
# game ended for the player: won, placed (then $place), left (counted last), removed (by the
# host, not counted) or abandoned (the game gave no places). $early: yes when the game did not
# end with a win; $rated: yes or no; $linked: yes when $link leads to the game's board.
community-game = • `#{ $game }` <t:{ $finished }:d> · { $players } खेलाडी · { $outcome ->
        [won] जिते
        [placed] { community-ordinal } स्थान
        [left] छाडे (अन्तिम गनियो)
        [removed] होस्टले हटाए (गनिएन)
       *[abandoned] अधुरै छाडियो
    }{ $early ->
        [yes] { " " }(चाँडै सकियो)
       *[no] { "" }
    }{ $rated ->
        [yes] { "" }
       *[no] { " · " }रेटिङ बिना
    }{ $linked ->
        [yes] { " · " }[बोर्ड]({ $link })
       *[no] { "" }
    }

## /sho stats

community-stats-title = 📊 { -sho } तथ्याङ्क
community-stats-player = <@{ $user }>
# $places: how often the player came in each place, community-stats-place for each, joined.
community-stats-games = **खेल** { $games } · **जित** { $wins } ({ $percent }%) · **स्थान** { $places }
community-stats-place = { community-ordinal } ×{ $times }
community-stats-rating-here = **यहाँको रेटिङ** { $rating }
community-stats-rating-here-none = **यहाँको रेटिङ** { $rating } (मानिसहरूबीचका खेलमा मात्र रेटिङ हुन्छ)
community-stats-rating-everywhere = **सबै सर्भरको रेटिङ** { $rating }
# $marks: a sparkline of the rating after each game; $change: how far it moved, signed ("+1.5").
community-stats-trend = **रुझान** { $marks } ({ $games } खेलमा { $change })
community-stats-streak = **लगातार जित** अहिले { $streak } · सबैभन्दा लामो { $longest }
# Averages per game, with one decimal.
community-stats-per-game = **प्रति खेल** ⚔️ { $kills } पटक मारियो · ➕ { $stacks } { -stack } · 🔁 { $paras } { -pa-ra }
community-stats-rivals = **धेरै भेटिएका**
community-stats-rival = • <@{ $user }>: { $games } खेल, { $ahead } मा अगाडि, { $behind } मा पछाडि
community-stats-last-games = **पछिल्ला खेलहरू**

## /sho history

community-history-title = 📜 { -sho } इतिहास
community-history-player = <@{ $user }>, नयाँ पहिले:
community-history-next-step = /sho replay ले एउटा खेल चरण-चरण हेर्नुहोस्, वा /sho export ले डाउनलोड गर्नुहोस्।
community-history-footer = पृष्ठ { $page } / { $pages } · { $games } खेल
community-history-newer = नयाँ
community-history-older = पुराना

## The commands in Discord's command picker (cogs/community.py, cogs/described.py)

command-leaderboard = यो सर्भरमा { -sho } मा को अगाडि छ
command-leaderboard-scope = यो सर्भर, वा सबै सर्भर
command-leaderboard-scope-server = यो सर्भर
command-leaderboard-scope-all = सबै सर्भर
command-leaderboard-period = सबै समय, यो सिजन (यो महिना) वा यो हप्ता
command-leaderboard-period-all = सबै समय
command-leaderboard-period-season = यो सिजन (यो महिना)
command-leaderboard-period-week = यो हप्ता
command-leaderboard-order = रेटिङ, जित वा जित दर अनुसार क्रम (रेटिङ र जित दरलाई { $games } खेल चाहिन्छ)
command-leaderboard-order-rating = रेटिङ
command-leaderboard-order-wins = जित
command-leaderboard-order-winrate = जित दर
command-stats = यो सर्भरमा एक खेलाडीको { -sho } रेकर्ड
command-stats-user = कसको तथ्याङ्क (नदिए तपाईंको)
command-history = एक खेलाडीका पछिल्ला खेल, नयाँ पहिले
command-history-user = कसका खेल (नदिए तपाईंका)
command-replay = सकिएको खेल चरण-चरण हेर्नुहोस्, आफैँले मात्र
command-replay-game = खेलको नम्बर (/sho history मा हेर्नुहोस्)
command-replay-throw = यो { -throw }बाट सुरु गर्नुहोस्

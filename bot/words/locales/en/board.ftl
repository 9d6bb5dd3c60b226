# The game's messages: the lobby, the board around its grid, the end of a game.

## Shared pieces (included by the sentences below, with their values)

# The computers' level, by its value (easy, normal, hard).
level = { $level ->
        [easy] easy
        [normal] normal
       *[hard] hard
    }
# The turn's time limit: whole minutes ($remainder 0) or seconds.
turn-clock = { $remainder ->
        [0] { $minutes } min
       *[other] { $seconds } s
    }

## The lobby

lobby-title = 🎲 Sho · a table for { $players }
lobby-seat-computer = 🤖 { $name } ({ level })
lobby-seat-left = { $name } (left: the computer plays)
lobby-seat-away = <@{ $user }> (away: the computer plays)
lobby-open-seat = *open seat*
lobby-partners = 🤝 Partners: seats **1 + 3** against seats **2 + 4** (the host can /sho swap).
# $deadline: a Unix time, which Discord shows as "in 5 minutes".
lobby-closes = This table closes <t:{ $deadline }:R> unless it starts.
lobby-footer = Join to take a seat. The host starts (computers fill empty seats); a full table starts by itself.
# $rules: the preset and what differs from it (rules' own words).
table-options = Rules: { $rules } · { turn-clock } a turn · computers play { level }

## A table that closed before its game began

closed-title = Sho · table closed
closed-description = This table closed: { end-reason }.

## The board


## The line above the board

turn-computer-playing = 🤖 { $name } is playing…
turn-paused = ⏸️ Paused: every player is away. Type /sho back, or press a button below, to play on.
# $winners: who won, as winners-* says it.
turn-game-over = 🏆 Game over: { $winners }
turn-ended = ⏹️ This game has ended ({ end-reason }).

## The end of a game

winners-none = Nobody wins!
winners-one = { $name } wins!
# Partners win together.
winners-two = { $first } and { $second } win!
summary-winners = 🏆 **{ $winners }**
summary-winners-game = 🏆 **{ $winners }** · game #{ $game }
# A seat's place: a medal for the first three ($place 0: the game gave this seat no place).
summary-place = { $place ->
        [0] ▫️
        [1] 🥇
        [2] 🥈
        [3] 🥉
       *[other] { $place }.
    }
# One seat's figures: $home coins brought home, $kills enemy stacks killed, $stacks stacks made.
summary-seat = { summary-place } **{ $name }**: { $home } home · { $kills ->
        [one] { $kills } kill
       *[other] { $kills } kills
    } · { $stacks ->
        [one] { $stacks } stack
       *[other] { $stacks } stacks
    }
# The same, with the rating before and after ($rise: up or down).
summary-seat-rated = { summary-place } **{ $name }**: { $home } home · { $kills ->
        [one] { $kills } kill
       *[other] { $kills } kills
    } · { $stacks ->
        [one] { $stacks } stack
       *[other] { $stacks } stacks
    } · { $rise ->
        [up] 📈
       *[down] 📉
    } { $before } → { $after }
summary-well-played = Well played, { $people }!
summary-counts = 🎲 { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    } · ⚔️ { $kills ->
        [one] { $kills } kill
       *[other] { $kills } kills
    } · ➕ { $stacks ->
        [one] { $stacks } stack
       *[other] { $stacks } stacks
    } · 🔁 { $paras ->
        [one] { $paras } pa ra
       *[other] { $paras } pa ras
    }
# One player's rating before and after the game ($before, $after: one decimal).
summary-rating = { $name } { $before } → { $after }
summary-not-rated = Not rated: a computer played.

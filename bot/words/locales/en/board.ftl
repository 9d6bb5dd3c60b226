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

# A select menu's placeholder when the moves fill several menus.
board-move-menu = Choose a move ({ $first }–{ $last } of { $moves })

## The line above the board

turn-computer-playing = 🤖 { $name } is playing…
turn-paused = ⏸️ Paused: every player is away. Press I'm back to play on.
# $winners: who won, as winners-* says it.
turn-game-over = 🏆 Game over: { $winners }
turn-ended = This game has ended ({ end-reason }).

## The end of a game

winners-none = Nobody wins!
winners-one = { $name } wins!
# Partners win together.
winners-two = { $first } and { $second } win!
summary-winners = 🏆 **{ $winners }**
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

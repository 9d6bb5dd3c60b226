# Refusals: why what a person asked for was not done. One message per refusal code
# (bot/table/errors.py, bot/services/errors.py, bot/ui/kit/refusals.py), named refusal-<code>.

## The table's refusals

refusal-started = The game has already started; watch, or open a new table.
refusal-already-seated = You already have a seat at this table.
refusal-table-full = Every seat is taken.
refusal-game-over = This game is over.
refusal-not-playing = You are not playing at this table.
refusal-computers-before-start = Computers can only be added before the start.
refusal-host-adds-computers = Only the host can add a computer.
refusal-swap-before-start = Seats can only be swapped before the start.
refusal-host-swaps = Only the host can swap seats.
refusal-two-seats = Choose two different seats from 1 to { $seats }.
refusal-already-started = The game has already started.
refusal-host-starts = Only the host can start the game.
refusal-cancel-lobby-only = Only an open lobby can be cancelled; use /sho end for a game.
refusal-host-cancels = Only the host can cancel the table.
refusal-already-over = This game is already over.
refusal-end-not-allowed = Only the host or a member with Manage Server can end a game.
refusal-kick-not-allowed = Only the host or a member with Manage Server can remove a player.
refusal-nobody-to-remove = That seat has no player to remove.
refusal-kick-yourself = Use /sho leave to leave your own seat.
refusal-not-away = You are not marked as away.
refusal-resign-two-people = Only a game between two people can be resigned. Otherwise /sho leave hands your seat to the computer.
refusal-move-first = Choose your move first.
refusal-throw-first = Throw the dice first.
refusal-not-a-move = That is not one of your moves for this throw.
refusal-paused = The game is paused: its players can type /sho back to go on.
refusal-not-being-played = This game is not being played.
refusal-not-your-turn = It is { $name }'s turn.
refusal-players = A table has 2 to 4 players.
refusal-computers = With { $players } players there can be 0 to { $most } computers.
refusal-turn-time = The turn time limit is 15 seconds to 24 hours.
# A record that does not fit: damage or a bug, which people are not meant to meet.
refusal-no-person-in-seat = that seat has no person to remove
refusal-no-seat-for-person = that person has no seat here
refusal-opened-again = a table is opened only once, by the first action of its record
refusal-no-game = no game is being played
refusal-unfit-play = the record does not fit the game: { $problem }
refusal-not-opened = a record starts by opening the table
refusal-not-an-action = not a table action: { $data } ({ $problem })
refusal-not-an-event = not a table event: { $data } ({ $problem })

## The services' refusals

refusal-game-gone = That game no longer exists.
refusal-no-such-game = There is no game #{ $game }.
refusal-game-elsewhere = Game #{ $game } was played in another server.
refusal-replay-damaged = Game #{ $game }'s record is damaged.
refusal-never-began = Game #{ $game } never began, so there is nothing to show.
refusal-still-yours = Game #{ $game } is still being played, and you are in it: its replay and export open when it ends.
refusal-still-going = This game is still going.
refusal-rematch-players-only = Only the players of this game can ask for a rematch.
refusal-already-done = Already done: your first click counted.
refusal-acted-first = Someone else acted first; try again.
refusal-old-board = That board is out of date: the game has moved on.
# When the current board's place is known.
refusal-old-board-linked = That board is out of date: the game has moved on. Here is the current board: { $link }
refusal-channel-busy = This channel already has a game of Sho going.
# $where: the channels, as links.
refusal-channel-not-allowed = Games of Sho are started in { $where } on this server.
refusal-damaged-game = This game's record is damaged, so it has been stopped. Start a new one with /sho new.
# By the leaderboard's scope (server, all) and period (all, season, week).
refusal-nobody-finished = { $scope ->
        [server] { $period ->
            [season] Nobody has finished a game of Sho in this server this season (this month). Start one with /sho new!
            [week] Nobody has finished a game of Sho in this server this week. Start one with /sho new!
           *[all] Nobody has finished a game of Sho in this server yet. Start one with /sho new!
        }
       *[all] { $period ->
            [season] Nobody has finished a game of Sho anywhere this season (this month). Start one with /sho new!
            [week] Nobody has finished a game of Sho anywhere this week. Start one with /sho new!
           *[all] Nobody has finished a game of Sho anywhere yet. Start one with /sho new!
        }
    }
refusal-no-finished-games = <@{ $user }> has no finished games in this server yet.
refusal-too-many-channels = A server can name at most { $most } channels for games.
refusal-settings-managers-only = Only members with Manage Server can change the server's settings.
refusal-table-limit-range = A server can have from 1 to { $most } games and open tables at once.
refusal-tables-waiting = You already have { $most } tables waiting for players. Start or cancel one of them first (/sho games lists them).
refusal-server-full = This server already has { $limit } games and open tables, the most it allows at once. Join one (/sho games lists them), or try again when one has ended.

## What the commands and buttons refuse before asking a service

refusal-no-game-here = There is no Sho game in this channel. Start one with /sho new.
refusal-button-elsewhere = That button belongs to a game in another channel.
refusal-not-playing-here = <@{ $user }> is not playing here.
refusal-left-table = They are not playing at this table any more.
refusal-throw-number = Give a throw number from 1 to { $throws }.
refusal-missing-permissions = I need these permissions in this channel first: { $permissions }.
refusal-threads-in-text-channels = Threads can only be made in a text channel.
refusal-no-threads-here = I may not create threads here (Create Public Threads is missing).
refusal-offer-gone = That button is not one of mine any more: use /sho new again.
refusal-made-for-someone-else = This button was made for someone else: use /sho new to open your own table.
refusal-players-repost = Only the players of this game and moderators can post its board again.
refusal-reposted-lately = The board was posted again a moment ago: { $link } You can post it again in { $seconds ->
        [one] { $seconds } second.
       *[other] { $seconds } seconds.
    }
# When the board's message cannot be linked.
refusal-reposted-lately-unlinked = The board was posted again a moment ago. You can post it again in { $seconds ->
        [one] { $seconds } second.
       *[other] { $seconds } seconds.
    }
refusal-pick-a-move = Pick one of your moves from the list that opens as you type.

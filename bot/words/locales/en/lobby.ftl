# What the lobby's commands tell the person who used them (cogs/game_lobby.py), and /sho games.

lobby-joined = You have a seat. Good luck!
lobby-left = You left the table.
lobby-left-game = You left: the computer plays your seat, and this game counts as lost.
lobby-started = The game begins!
lobby-swapped = Seats { $first } and { $second } swapped.

## /sho new in a channel that has a game already

# $link: the game's board.
lobby-busy-linked = This channel already has a game of Sho: { $link }
lobby-busy = This channel already has a game of Sho.
# A second line under lobby-busy, above a button that opens the thread.
lobby-busy-thread-offer = You can start yours in a thread of this channel instead.

## What the bot lacks to run a game in a channel, in Discord's own words for its permissions

lobby-permission-view-channel = View Channel
lobby-permission-send-messages = Send Messages
lobby-permission-read-message-history = Read Message History
lobby-permission-send-messages-in-threads = Send Messages In Threads

## /sho games: one line per live game or open table

lobby-games-none = No games right now. Start one with /sho new.
# A game's state, by its status ($state: lobby, paused, or active); $taken of $players seats.
lobby-games-state = { $state ->
        [lobby] open table, { $taken } of { $players } seats taken
        [paused] paused, { $players } players
       *[other] playing, { $players } players
    }
# $channel: the channel's id (a mention); $link: the game's board.
lobby-games-line = • <#{ $channel }>: { lobby-games-state }
lobby-games-line-linked = • <#{ $channel }>: { lobby-games-state } · [board]({ $link })
# The last line when not every game fits in one message.
lobby-games-more = …and { $count } more, not listed here.

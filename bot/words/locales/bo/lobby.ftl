# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# What the lobby's commands tell the person who used them (cogs/game_lobby.py), and /sho games.

lobby-joined = ཁྱེད་ལ་སྡོད་ས་ཐོབ། ལས་དབང་བཟང་པོ་ཡོང་བར་ཤོག
lobby-left = ཁྱེད་ཅོག་ཙེ་ནས་ཐོན་སོང་།
lobby-left-game = ཁྱེད་ཐོན་སོང་། ཁྱེད་ཀྱི་སྡོད་ས་{ -computer }་ཀྱིས་རྩེ། རྩེད་མོ་འདི་ཁྱེད་ལ་ཕམ་པར་རྩིས།
lobby-started = རྩེད་མོ་འགོ་ཚུགས།
lobby-swapped = སྡོད་ས་ { $first } དང་ { $second } བརྗེས་ཟིན།

## /sho new in a channel that has a game already

# $link: the game's board.
lobby-busy-linked = བརྒྱུད་ལམ་འདིར་{ -sho }་རྩེད་མོ་ཞིག་ཡོད་ཟིན། { $link }
lobby-busy = བརྒྱུད་ལམ་འདིར་{ -sho }་རྩེད་མོ་ཞིག་ཡོད་ཟིན།
# A second line under lobby-busy, above a button that opens the thread.
lobby-busy-thread-offer = དེའི་ཚབ་ཏུ་བརྒྱུད་ལམ་འདིའི་གླེང་ཕྲེང་ཞིག་ནང་ཁྱེད་རང་གི་འགོ་འཛུགས་ཆོག

## What the bot lacks to run a game in a channel, in Discord's own words for its permissions
# (Discord has no Tibetan: its permissions are named as players see them, in English).

lobby-permission-view-channel = View Channel
lobby-permission-send-messages = Send Messages
lobby-permission-read-message-history = Read Message History
lobby-permission-send-messages-in-threads = Send Messages In Threads

## /sho games: one line per live game or open table

lobby-games-none = ད་ལྟ་རྩེད་མོ་མེད། /sho new ཡིས་གཅིག་འགོ་འཛུགས།
# A game's state, by its status ($state: lobby, paused, or active); $taken of $players seats.
lobby-games-state = { $state ->
        [lobby] ཅོག་ཙེ་ཁ་ཕྱེ་ཡོད། སྡོད་ས་ { $players } ལས་ { $taken } ཁེངས
        [paused] མཚམས་བཞག རྩེད་མོ་བ་ { $players }
       *[other] རྩེ་བཞིན་པ། རྩེད་མོ་བ་ { $players }
    }
# $channel: the channel's id (a mention); $link: the game's board.
lobby-games-line = • <#{ $channel }>: { lobby-games-state }
lobby-games-line-linked = • <#{ $channel }>: { lobby-games-state } · [རེའུ་མིག]({ $link })
# The last line when not every game fits in one message.
lobby-games-more = …གཞན་ { $count } ཡོད། འདིར་མ་བཀོད།

# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# What the lobby's commands tell the person who used them (cogs/game_lobby.py), and /sho games.

lobby-joined = तपाईंले सिट पाउनुभयो। शुभकामना!
lobby-left = तपाईंले टेबल छाड्नुभयो।
lobby-left-game = तपाईंले छाड्नुभयो: तपाईंको सिटमा कम्प्युटरले खेल्छ, र यो खेल तपाईंको हारमा गनिन्छ।
lobby-started = खेल सुरु भयो!
lobby-swapped = सिट { $first } र { $second } साटिए।

## /sho new in a channel that has a game already

# $link: the game's board.
lobby-busy-linked = यो च्यानलमा पहिले नै { -sho } को खेल छ: { $link }
lobby-busy = यो च्यानलमा पहिले नै { -sho } को खेल छ।
# A second line under lobby-busy, above a button that opens the thread.
lobby-busy-thread-offer = बरु यो च्यानलकै एउटा थ्रेडमा आफ्नो खेल सुरु गर्न सक्नुहुन्छ।

## What the bot lacks to run a game in a channel, in Discord's own words for its permissions
## (Discord shows them in English to Nepali players, so they stay English)

lobby-permission-view-channel = View Channel
lobby-permission-send-messages = Send Messages
lobby-permission-read-message-history = Read Message History
lobby-permission-send-messages-in-threads = Send Messages In Threads

## /sho games: one line per live game or open table

lobby-games-none = अहिले कुनै खेल छैन। /sho new बाट एउटा सुरु गर्नुहोस्।
# A game's state, by its status ($state: lobby, paused, or active); $taken of $players seats.
lobby-games-state = { $state ->
        [lobby] खुला टेबल, { $players } मध्ये { $taken } सिट भरिएका
        [paused] रोकिएको, { $players } खेलाडी
       *[other] खेल चल्दै, { $players } खेलाडी
    }
# $channel: the channel's id (a mention); $link: the game's board.
lobby-games-line = • <#{ $channel }>: { lobby-games-state }
lobby-games-line-linked = • <#{ $channel }>: { lobby-games-state } · [बोर्ड]({ $link })
# The last line when not every game fits in one message.
lobby-games-more = …र अरू { $count }, यहाँ सूचीमा छैनन्।

# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# What the lobby's commands tell the person who used them (cogs/game_lobby.py), and /sho games.

lobby-joined = 你已入座，祝你好运！
lobby-left = 你离开了这桌。
lobby-left-game = 你离开了：电脑接手你的座位，这局记为你落败。
lobby-started = 游戏开始！
lobby-swapped = { $first } 号座和 { $second } 号座已交换。

## /sho new in a channel that has a game already

# $link: the game's board.
lobby-busy-linked = 这个频道已经有一局 { -sho } 了：{ $link }
lobby-busy = 这个频道已经有一局 { -sho } 了。
# A second line under lobby-busy, above a button that opens the thread.
lobby-busy-thread-offer = 你可以改在这个频道的子区里开你的那一局。

## What the bot lacks to run a game in a channel, in Discord's own words for its permissions
## (as Discord's Chinese client names them)

lobby-permission-view-channel = 查看频道
lobby-permission-send-messages = 发送消息
lobby-permission-read-message-history = 阅读消息历史
lobby-permission-send-messages-in-threads = 在子区中发送消息

## /sho games: one line per live game or open table

lobby-games-none = 现在没有游戏。用 /sho new 开一局吧。
# A game's state, by its status ($state: lobby, paused, or active); $taken of $players seats.
lobby-games-state = { $state ->
        [lobby] 等人中，已坐 { $taken }/{ $players }
        [paused] 已暂停，{ $players } 人
       *[other] 进行中，{ $players } 人
    }
# $channel: the channel's id (a mention); $link: the game's board.
lobby-games-line = • <#{ $channel }>：{ lobby-games-state }
lobby-games-line-linked = • <#{ $channel }>：{ lobby-games-state } · [棋盘]({ $link })
# The last line when not every game fits in one message.
lobby-games-more = …还有 { $count } 个，这里没有列出。

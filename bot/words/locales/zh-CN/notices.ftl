# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# Short notes that are not about one game's play: the apology for a bug, a command used outside a
# server, a click the bot no longer knows, a restart, a note that reaches its person in the channel.

# What a person is told when the bot failed them (the bug is logged for the operators).
notice-apology = 抱歉，我们这边出了点问题。已经记下了，请再试一次。
notice-guild-only = { -sho } 要在服务器里玩：请在服务器的文字频道里使用 /sho。
notice-bad-option = 这个命令收到的某个值无法使用。请从 Discord 的列表里重新选择。
notice-not-allowed = 你不能在这里使用这个命令。
notice-not-mine = 这个按钮已经不归我管了。请用最新的棋盘，或者用 /sho board。
# Posted in a game's channel when the bot starts again with the game live.
notice-restarted = 🔄 我刚重启过；这局从原来的地方接着玩。
# A private note whose interaction expired, said in the channel instead: $user is the person's
# id (a mention), $note the note itself.
notice-in-channel = <@{ $user }> { $note }
# Discord's words when it refuses a post without giving its reason.
notice-missing-permissions = 缺少权限

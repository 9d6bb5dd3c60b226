# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# A rematch: a new table offering each player of the finished game their seat again.
# $people: the people who have not taken their seat yet, as mentions separated by commas.

lobby-rematch-waiting = 🔁 再来一局：等 { $people } 点 **加入**。他们都加入后就开始，房主也可以直接开始（空座由电脑补上）。
# $host: the name of the person who asked; $people: mentions (or names, where the server has turned pings off).
rematch-offer = 🔁 { $host } 想再来一局：{ $people }，在新的一桌上点 **加入** 就能回到你的座位。

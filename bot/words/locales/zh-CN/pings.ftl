# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# Messages in a game's channel that ping a player, and notes to the person who acted.
# $user: the player's id (a mention); $link: the board's message; $deadline: a Unix time.

ping-turn = 🎲 <@{ $user }>，轮到你了。
ping-turn-linked = 🎲 <@{ $user }>，轮到你了。[去棋盘]({ $link })
ping-half-time = ⏳ <@{ $user }>，你的时间已过半：请在 <t:{ $deadline }:R>走，否则这一轮由电脑替你走。
ping-half-time-linked = ⏳ <@{ $user }>，你的时间已过半：请在 <t:{ $deadline }:R>走，否则这一轮由电脑替你走。[去棋盘]({ $link })
# $reason: Discord's own words for the refusal, or "Missing Permissions".
# The permissions are named as Discord's Chinese client names them.
channel-cannot-post = 我无法在 <#{ $channel }> 发送或编辑消息（{ $reason }），那里的棋盘跟不上了。请让管理员在那里给我“查看频道”、“发送消息”、“嵌入链接”和“阅读消息历史”权限。

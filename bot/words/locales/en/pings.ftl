# Messages in a game's channel that ping a player, and notes to the person who acted.
# $user: the player's id (a mention); $link: the board's message; $deadline: a Unix time.

ping-turn = 🎲 <@{ $user }>, your turn.
ping-turn-linked = 🎲 <@{ $user }>, your turn. [To the board]({ $link })
ping-half-time = ⏳ <@{ $user }>, half your time is gone: play <t:{ $deadline }:R> or the computer plays this turn for you.
ping-half-time-linked = ⏳ <@{ $user }>, half your time is gone: play <t:{ $deadline }:R> or the computer plays this turn for you. [To the board]({ $link })
# $reason: Discord's own words for the refusal, or "Missing Permissions".
channel-cannot-post = I may not post or edit messages in <#{ $channel }> ({ $reason }), so the board there cannot keep up. Please ask a moderator to give me View Channel, Send Messages, Embed Links and Read Message History there.

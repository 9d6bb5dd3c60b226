# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# Messages in a game's channel that ping a player, and notes to the person who acted.
# $user: the player's id (a mention); $link: the board's message; $deadline: a Unix time.

ping-turn = 🎲 <@{ $user }> ཁྱེད་ཀྱི་རེས་རེད།
ping-turn-linked = 🎲 <@{ $user }> ཁྱེད་ཀྱི་རེས་རེད། [རེའུ་མིག་ལ་ལྟ།]({ $link })
ping-half-time = ⏳ <@{ $user }> ཁྱེད་ཀྱི་དུས་ཚོད་ཕྱེད་ཀ་འགོར་སོང་། <t:{ $deadline }:R> རྩེ་རོགས། མ་རྩེས་ན་རེས་འདི་{ -computer }་ཀྱིས་རྩེ།
ping-half-time-linked = ⏳ <@{ $user }> ཁྱེད་ཀྱི་དུས་ཚོད་ཕྱེད་ཀ་འགོར་སོང་། <t:{ $deadline }:R> རྩེ་རོགས། མ་རྩེས་ན་རེས་འདི་{ -computer }་ཀྱིས་རྩེ། [རེའུ་མིག་ལ་ལྟ།]({ $link })
# $reason: Discord's own words for the refusal, or "Missing Permissions".
channel-cannot-post = <#{ $channel }> ནང་ང་ལ་འཕྲིན་འགོད་པའམ་བཟོ་བཅོས་ཀྱི་ཆོག་མཆན་མེད། ({ $reason }) དེར་རེའུ་མིག་གསར་བསྒྱུར་བྱེད་མི་ཐུབ། དོ་དམ་པ་ཞིག་ལ་དེར་ View Channel, Send Messages, Embed Links, Read Message History ཆོག་མཆན་སྤྲོད་རོགས་ཞུ།

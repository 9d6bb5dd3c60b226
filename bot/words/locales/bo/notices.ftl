# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# Short notes that are not about one game's play: the apology for a bug, a command used outside a
# server, a click the bot no longer knows, a restart, a note that reaches its person in the channel.

# What a person is told when the bot failed them (the bug is logged for the operators).
notice-apology = དགོངས་དག ང་ཚོའི་ཕྱོགས་ནས་ནོར་འཁྲུལ་ཞིག་བྱུང་། ཟིན་ཐོ་བཀོད་ཟིན། ཡང་བསྐྱར་ཚོད་ལྟ་བྱེད་རོགས།
notice-guild-only = { -sho }་རྩེད་མོ་ནི་ཞབས་འཕྲུལ་ཞིག་གི་ནང་རྩེ། དེའི་ཡི་གེའི་བརྒྱུད་ལམ་ཞིག་ཏུ་ /sho བཀོལ།
notice-bad-option = བཀའ་བརྡ་འདི་ལ་སྤྲད་པའི་གྲངས་ཐང་ཞིག་བེད་སྤྱོད་བྱེད་མི་ཐུབ། Discord ཡི་ཐོ་ཡིག་ནས་ཡང་བསྐྱར་འདེམས་རོགས།
notice-not-allowed = ཁྱེད་ཀྱིས་བཀའ་བརྡ་འདི་འདིར་བེད་སྤྱོད་བྱེད་མི་ཆོག
notice-not-mine = མཐེབ་གནོན་དེ་ད་ནས་ངའི་མ་རེད། རེའུ་མིག་གསར་ཤོས་སམ་ /sho board བཀོལ།
# Posted in a game's channel when the bot starts again with the game live.
notice-restarted = 🔄 ང་བསྐྱར་དུ་འགོ་བཙུགས་སོང་། རྩེད་མོ་འདི་སྔར་གྱི་ས་ནས་མུ་མཐུད།
# A private note whose interaction expired, said in the channel instead: $user is the person's
# id (a mention), $note the note itself.
notice-in-channel = <@{ $user }> { $note }
# Discord's words when it refuses a post without giving its reason.
notice-missing-permissions = Missing Permissions

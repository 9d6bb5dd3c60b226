# Short notes that are not about one game's play: the apology for a bug, a command used outside a
# server, a click the bot no longer knows, a restart, a note that reaches its person in the channel.

# What a person is told when the bot failed them (the bug is logged for the operators).
notice-apology = Sorry, something went wrong on our side. It has been noted; please try again.
notice-guild-only = Sho is played in a server: use /sho in one of its text channels.
# A command's option held a value Discord let through but the command cannot use (a value
# typed past Discord's own checks), and a check of Discord's refused the command.
notice-bad-option = One of the values given to this command cannot be used. Please choose it again from Discord's list.
notice-not-allowed = You cannot use this command here.
notice-not-mine = That button is not one of mine any more. Use the newest board, or /sho board.
# Posted in a game's channel when the bot starts again with the game live.
notice-restarted = 🔄 I was restarted; this game goes on from where it was.
# A private note whose interaction expired, said in the channel instead: $user is the person's
# id (a mention), $note the note itself.
notice-in-channel = <@{ $user }> { $note }
# Discord's words when it refuses a post without giving its reason.
notice-missing-permissions = Missing Permissions

# The private questions of /sho end and /sho kick, above their confirming button
# (cogs/game_admin.py; the button and its answer are in buttons.ftl).

admin-end-question = End this game for everyone? Nobody wins it.
# $user: the player's id (a mention, which pings nobody here).
admin-kick-question-counted = Hand <@{ $user }>'s seat to the computer? The game counts as lost for them.
admin-kick-question-not-counted = Hand <@{ $user }>'s seat to the computer? As you are not a moderator, the game will not count for them.

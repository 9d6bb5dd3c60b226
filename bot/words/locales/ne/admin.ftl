# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The private questions of /sho end and /sho kick, above their confirming button
# (cogs/game_admin.py; the button and its answer are in buttons.ftl).

admin-end-question = सबैका लागि यो खेल अन्त्य गर्ने? यसमा कसैले जित्दैन।
# $user: the player's id (a mention, which pings nobody here).
admin-kick-question-counted = <@{ $user }> को सिट कम्प्युटरलाई दिने? यो खेल उनको हारमा गनिन्छ।
admin-kick-question-not-counted = <@{ $user }> को सिट कम्प्युटरलाई दिने? तपाईं मोडरेटर नभएकाले यो खेल उनका लागि गनिने छैन।

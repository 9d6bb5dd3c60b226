# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The private questions of /sho end and /sho kick, above their confirming button
# (cogs/game_admin.py; the button and its answer are in buttons.ftl).

admin-end-question = 要为所有人结束这局吗？这局没有赢家。
# $user: the player's id (a mention, which pings nobody here).
admin-kick-question-counted = 把 <@{ $user }> 的座位交给电脑吗？这局将记为其落败。
admin-kick-question-not-counted = 把 <@{ $user }> 的座位交给电脑吗？你不是管理员，所以这局不会计入其战绩。

# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The words of the /sho commands in Discord's command picker: each command's description, its
# options' descriptions and choices (cogs/described.py). Key: command-<name>[-<option>].
# Discord allows 100 characters for each.

command-sho = 玩 { -sho }：藏族和夏尔巴人家中的掷骰竞速游戏

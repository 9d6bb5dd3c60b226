# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# What a seat is called in a message.

# A computer's seat, by its number at the table.
seat-computer = 电脑 { $number }
# A person whose name cannot be shown (empty once made safe).
seat-unnamed = 玩家
seat-unnamed-computer = 电脑
# A person whose name cannot be shown, by their seat (1 to 4).
seat-unnamed-numbered = 玩家 { $number }

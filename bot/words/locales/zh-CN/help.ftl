# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho help: every command on one screen (cogs/help.py).

help-title = { -sho } 命令
# One command: $usage is how it is typed (`/sho swap <first> <second>`), $description what it does.
help-line = `{ $usage }`：{ $description }
help-footer = <选项> 必须填写；[选项] 可以不填。

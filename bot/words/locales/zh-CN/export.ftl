# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho export: a finished game as a JSON file (cogs/community.py).

# The message the file comes with.
export-sent = 对局 #{ $game } 的文件：座位、设置、每一掷每一步，以及每次掷骰前的局面。

## The command in Discord's command picker (cogs/described.py)

command-export = 私下获取一局已结束对局的 JSON 文件
command-export-game = 对局编号（见 /sho history）

## The button under a finished game's summary (bot/ui/review/export.py)

export-button = 导出

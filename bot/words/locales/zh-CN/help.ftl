# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho help: how to start, then every command by what it is for (cogs/help.py).
# The buttons are named as buttons.ftl names them (加入, 开始, 掷骰).

help-title = 怎么玩 { -sho }
# $new, $move, $rules: the commands, as mentions people can click.
help-start = 1. **开桌：**{ $new } 在频道里开一桌。朋友们点 **加入**；房主点 **开始**，空座由电脑补上。
help-play = 2. **对局：**轮到你时点 **掷骰**，再点你想走的那一步（或者输入 { $move }）。{ -kill }对方或叠上都能再掷一次；最先把九枚{ -coin }全部送到{ -home }就赢了。
help-learn = 3. **学规则：**{ $rules } 一页一页教你玩。
# A heading over a group of commands.
help-group = { $group ->
        [play] **对局**
        [standings] **排行和历史对局**
        [settings] **设置**
       *[more] **更多**
    }
# One command: $command is the command (a mention), $description what it does.
help-line = { $command } · { $description }

# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho config: the server's settings for new games, a private panel that changes them
# (bot/ui/config/panel.py);
# /sho pings: a player's own turn pings (cogs/server_settings.py).
# Discord's Chinese client names the permission 管理服务器 and a role 身份组.

## The panel, one line per setting

config-title = **本服务器的 { -sho } 设置**
config-title-saved = **本服务器的 { -sho } 设置**：已保存。新游戏将使用这些设置。
# $rules: the preset and what differs from it (the rules' own words).
config-rules = **规则**：{ $rules }
# $channels: the channels' mentions, joined.
config-channels = **开局频道**：{ $channels }
config-channels-every = **开局频道**：所有频道
config-threads = **新游戏开在**：频道的子区里
config-no-threads = **新游戏开在**：频道里
# $pings: yes or no.
config-turn-pings = **轮到时提醒玩家**：{ $pings ->
        [yes] 是
       *[no] 否
    }
config-moderators = **可以结束游戏和移出玩家**：管理服务器
config-moderators-role = **可以结束游戏和移出玩家**：管理服务器和 <@&{ $role }>
# $limit: games and open tables at once in the server; $waiting: tables one person may have
# waiting for players.
config-table-limit = **同时进行的游戏和等人的桌**：最多 { $limit } 个；每人最多 { $waiting } 桌在等人
config-table-limit-default = **同时进行的游戏和等人的桌**：最多 { $limit } 个（机器人默认）；每人最多 { $waiting } 桌在等人
config-footer = -# 每项更改都会立即保存。每局在 /sho new 里自己的选择优先；进行中的游戏保留原来的设置。每位玩家可以用 /sho pings 关掉自己的轮次提醒。
# For a member without Manage Server, whose panel cannot be changed.
config-footer-read-only = -# 只有有“管理服务器”权限的成员能更改这些设置。每局在 /sho new 里自己的选择优先；进行中的游戏保留原来的设置。每位玩家可以用 /sho pings 关掉自己的轮次提醒。
# Above the panel, for /sho settings (the command's old name).
config-moved = /sho settings 现在改叫 /sho config：服务器的所有设置都在这里查看和更改。

## The panel's selects and buttons (each change is saved at once)

# A preset in the rules select; $preset: table, app or lhasa. Its description says whose rules.
config-preset-choice = 规则：{ preset-name }
config-preset-choice-about = 把所有家规设为{ $preset ->
        [app] SHO app 的玩法
        [lhasa] 拉萨 Namchen 餐厅的玩法
       *[table] 藏族和夏尔巴人家中的玩法
    }
config-rule-placeholder = 更改一条家规
# A turn time in its select ($minutes, $remainder, $seconds as turn-clock takes them; $hours:
# the whole hours it is, or 0 when it is not a whole number of hours). Chinese has no plural:
# 0 chooses the minutes or seconds, any other count is hours.
config-turn-choice = { $hours ->
        [0] 每轮 { turn-clock }
       *[other] 每轮 { $hours } 小时
    }
config-turn-choice-default = { $hours ->
        [0] 每轮 { turn-clock }
       *[other] 每轮 { $hours } 小时
    }（机器人默认）
config-level-choice = 电脑难度：{ level }
config-level-choice-default = 电脑难度：{ level }（机器人默认）
config-channels-placeholder = 所有频道：选择频道，只在那些频道开局
config-role-placeholder = 选择一个可以结束游戏和移出玩家的身份组
config-threads-start = 在子区里开
config-threads-stop = 在频道里开
config-turn-pings-start = 开启轮次提醒
config-turn-pings-stop = 关闭轮次提醒
# $limit: the most games and open tables at once.
config-limit-choice = 同时最多 { $limit } 个游戏和等人的桌
config-limit-choice-default = 同时最多 { $limit } 个游戏和等人的桌（机器人默认）

## /sho pings

config-pings-on = 轮到你时会提醒你。
config-pings-off = 轮到你时不会再提醒你了：棋盘上仍会写出你的名字。
# The same, when the player only asked how it is set.
config-pings-on-shown = 轮到你时会提醒你。要更改，请用 /sho pings on:False。
config-pings-off-shown = 轮到你时不会再提醒你了：棋盘上仍会写出你的名字。要更改，请用 /sho pings on:True。

## The commands in Discord's command picker (cogs/server_settings.py, cogs/described.py)

command-config = 本服务器新游戏的设置
command-config-rules = 新游戏从哪套规则开始（所有选项都设为该预设的值）
command-config-turn-minutes = 新游戏中玩家每轮有几分钟
command-config-level = 新游戏中电脑的水平
command-config-allow-channel = 添加一个可以开局的频道
command-config-disallow-channel = 把一个频道移出可开局的列表
command-config-every-channel = 重新允许在所有频道开局
command-config-threads = 每个新游戏都开在频道的子区里
command-config-turn-pings = 轮到谁就提醒谁
command-config-moderator-role = 除管理服务器权限外，也能结束游戏和移出玩家的身份组
command-config-no-moderator-role = 只有管理服务器权限才能结束游戏和移出玩家
command-config-table-limit = 同时进行的游戏和等人的桌的上限（默认 { $limit }）
command-settings = 现在是 /sho config（这里只设每轮时间）
command-settings-turn-minutes = 新游戏中玩家每轮有几分钟
command-pings = 开关你自己的轮次提醒
command-pings-on = 轮到我时提醒我（不填就查看当前设置）

## The server's language (bot/ui/config/panel.py)

config-language = **语言**：新桌的棋盘、提醒和总结，以及排行榜用的语言。每个人都可以用 `/sho language` 为只有自己看得到的消息另选语言。

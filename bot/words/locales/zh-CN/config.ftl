# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho config: the server's settings for new games, shown privately (bot/ui/config_panel.py);
# /sho pings: a player's own turn pings (cogs/server_settings.py).
# Discord's Chinese client names the permission 管理服务器 and a role 身份组.

## The panel, one line per setting

config-title = **本服务器的 { -sho } 设置**
config-title-saved = **本服务器的 { -sho } 设置**：已保存。新游戏将使用这些设置。
# $rules: the preset and what differs from it (the rules' own words).
config-rules = **规则**：{ $rules }
# One table option under the rules: its title and its value (the rules' own words).
config-option = { "  " }• { $option }：{ $value }
config-turn-time = **每轮时间**：{ turn-clock }
config-turn-time-default = **每轮时间**：{ turn-clock }（机器人默认）
config-level = **电脑难度**：{ level }
config-level-default = **电脑难度**：{ level }（机器人默认）
# $channels: the channels' mentions, joined.
config-channels = **开局频道**：{ $channels }
config-channels-every = **开局频道**：所有频道
config-threads = **新游戏开在**：频道的子区里
config-no-threads = **新游戏开在**：频道里
# $pings: yes or no.
config-turn-pings = **轮到时提醒玩家**：{ $pings ->
        [yes] 是
       *[no] 否
    }（每位玩家可以用 /sho pings 关掉自己的提醒）
config-moderators = **可以结束游戏和移出玩家**：管理服务器
config-moderators-role = **可以结束游戏和移出玩家**：管理服务器和 <@&{ $role }>
# $limit: games and open tables at once in the server; $waiting: tables one person may have
# waiting for players.
config-table-limit = **同时进行的游戏和等人的桌**：最多 { $limit } 个；每人最多 { $waiting } 桌在等人
config-table-limit-default = **同时进行的游戏和等人的桌**：最多 { $limit } 个（机器人默认）；每人最多 { $waiting } 桌在等人
config-footer = -# 每局在 /sho new 里自己的选择优先。有“管理服务器”权限的成员可以用 /sho config 的选项更改这些设置；进行中的游戏保留原来的设置。
# Above the panel, for /sho settings (the command's old name).
config-moved = /sho settings 现在改叫 /sho config：服务器的所有设置都在这里查看和更改。

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

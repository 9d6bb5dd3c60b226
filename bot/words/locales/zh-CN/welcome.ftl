# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The bot's one message when it is added to a server (bot/ui/community/welcome.py).
# Discord's Chinese client names the permission 管理服务器 and a role 身份组.

welcome =
    👋 **感谢添加 { -sho }！** { -sho }（ཤོ，藏式骰子游戏）是藏族和夏尔巴人家中的掷骰竞速游戏，2 到 4 人玩。
    - **开玩：**在频道里输入 `/sho new`，朋友们点 **加入**，空座由电脑补上。
    - **学规则：**`/sho rules` 一页一页教你玩；`/sho help` 列出所有命令。
    - **设置：**有“管理服务器”权限的成员可以用 `/sho config` 选择开局的频道、管理员身份组、每轮时间和家规。

# The bot's one message when it is added to a server (bot/ui/community/welcome.py).

welcome =
    👋 **Thanks for adding Sho!** Sho (ཤོ) is the dice race of Tibetan and Sherpa homes, for 2 to 4 players.
    - **Play:** type `/sho new` in a channel, friends click **Join**, and the computer fills the empty seats.
    - **Learn:** `/sho rules` teaches the game page by page; `/sho help` lists every command.
    - **Set up:** members with Manage Server use `/sho config` to choose the channels for games, a moderator role, the turn time and house rules.

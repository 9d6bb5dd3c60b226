# /sho config: the server's settings for new games, a private panel that changes them
# (bot/ui/config/panel.py);
# /sho pings: a player's own turn pings (cogs/server_settings.py).

## The panel, one line per setting

config-title = **Sho on this server**
config-title-saved = **Sho on this server**: saved. New games use these settings.
# $rules: the preset and what differs from it (the rules' own words).
config-rules = **Rules**: { $rules }
# $channels: the channels' mentions, joined.
config-channels = **Games start in**: { $channels }
config-channels-every = **Games start in**: every channel
config-threads = **New games open**: in a thread of the channel
config-no-threads = **New games open**: in the channel
# $pings: yes or no.
config-turn-pings = **Turns ping the player**: { $pings ->
        [yes] yes
       *[no] no
    }
config-moderators = **End games and remove players**: Manage Server
config-moderators-role = **End games and remove players**: Manage Server and <@&{ $role }>
# $limit: games and open tables at once in the server; $waiting: tables one person may have
# waiting for players.
config-table-limit = **Games and open tables at once**: at most { $limit }; each person may have { $waiting ->
        [one] { $waiting } table
       *[other] { $waiting } tables
    } waiting for players
config-table-limit-default = **Games and open tables at once**: at most { $limit } (the bot default); each person may have { $waiting ->
        [one] { $waiting } table
       *[other] { $waiting } tables
    } waiting for players
config-footer = -# Each change is saved at once. A game's own /sho new choices win; games under way keep their settings. Each player can turn their own turn pings off with /sho pings.
# For a member without Manage Server, whose panel cannot be changed.
config-footer-read-only = -# Only members with Manage Server can change these. A game's own /sho new choices win; games under way keep their settings. Each player can turn their own turn pings off with /sho pings.
# Above the panel, for /sho settings (the command's old name).
config-moved = /sho settings is now /sho config: it shows and changes every setting of the server.

## The panel's selects and buttons (each change is saved at once)

# A preset in the rules select; $preset: table, app or lhasa. Its description says whose rules.
config-preset-choice = Rules: { preset-name }
config-preset-choice-about = Sets every house rule { $preset ->
        [app] as the SHO app plays
        [lhasa] as the Namchen restaurant in Lhasa plays
       *[table] as Tibetan and Sherpa homes play
    }
config-rule-placeholder = Change a house rule
# A turn time in its select ($minutes, $remainder, $seconds as turn-clock takes them; $hours:
# the whole hours it is, or 0 when it is not a whole number of hours).
config-turn-choice = { $hours ->
        [0] { turn-clock } a turn
        [one] { $hours } hour a turn
       *[other] { $hours } hours a turn
    }
config-turn-choice-default = { $hours ->
        [0] { turn-clock } a turn
        [one] { $hours } hour a turn
       *[other] { $hours } hours a turn
    } (the bot default)
config-level-choice = Computers play { level }
config-level-choice-default = Computers play { level } (the bot default)
config-channels-placeholder = Every channel: pick channels to start games only there
config-role-placeholder = Pick a role that may end games and remove players
config-threads-start = Open in a thread
config-threads-stop = Open in the channel
config-turn-pings-start = Ping turns
config-turn-pings-stop = Stop turn pings
# $limit: the most games and open tables at once.
config-limit-choice = At most { $limit ->
        [one] { $limit } game or open table
       *[other] { $limit } games and open tables
    }
config-limit-choice-default = At most { $limit ->
        [one] { $limit } game or open table
       *[other] { $limit } games and open tables
    } (the bot default)

## /sho pings

config-pings-on = You are pinged when your turn comes.
config-pings-off = You are not pinged for your turns any more: the board still names you.
# The same, when the player only asked how it is set.
config-pings-on-shown = You are pinged when your turn comes. Use /sho pings on:False to change it.
config-pings-off-shown = You are not pinged for your turns any more: the board still names you. Use /sho pings on:True to change it.

## The commands in Discord's command picker (cogs/server_settings.py, cogs/described.py)

command-config = This server's settings for new games
command-config-rules = The rules new games start from (sets every option to the preset's)
command-config-turn-minutes = Minutes a player has for a turn in new games
command-config-level = How well the computers play in new games
command-config-allow-channel = Add a channel where games may be started
command-config-disallow-channel = Take a channel off the list where games may be started
command-config-every-channel = Let games be started in every channel again
command-config-threads = Open each new game in a thread of the channel
command-config-turn-pings = Ping the player whose turn it is
command-config-moderator-role = A role that may end games and remove players, besides Manage Server
command-config-no-moderator-role = Only Manage Server may end games and remove players
command-config-table-limit = The most games and open tables at once (default { $limit })
command-settings = Now /sho config (the turn time here)
command-settings-turn-minutes = Minutes a player has for a turn in new games
command-pings = Turn your own turn pings off or on
command-pings-on = Ping me when it is my turn (leave out to see your setting)

## The server's language (bot/ui/config/panel.py)

config-language = **Language** of new tables' boards, pings and summaries, and of the standings. Each person may choose their own for what only they see, with `/sho language`.

# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho config: the server's settings for new games, a private panel that changes them
# (bot/ui/config/panel.py);
# /sho pings: a player's own turn pings (cogs/server_settings.py).

## The panel, one line per setting

config-title = **ཞབས་འཕྲུལ་འདིའི་{ -sho }**
config-title-saved = **ཞབས་འཕྲུལ་འདིའི་{ -sho }**: ཉར་ཟིན། རྩེད་མོ་གསར་པས་སྒྲིག་འགོད་འདི་དག་བཀོལ།
# $rules: the preset and what differs from it (the rules' own words).
config-rules = **སྒྲིག་གཞི**: { $rules }
# $channels: the channels' mentions, joined.
config-channels = **རྩེད་མོ་འགོ་འཛུགས་ས**: { $channels }
config-channels-every = **རྩེད་མོ་འགོ་འཛུགས་ས**: བརྒྱུད་ལམ་ཚང་མ
config-threads = **རྩེད་མོ་གསར་པ**: བརྒྱུད་ལམ་གྱི་གླེང་ཕྲེང་ཞིག་ནང་ཁ་འབྱེད
config-no-threads = **རྩེད་མོ་གསར་པ**: བརྒྱུད་ལམ་ནང་ཁ་འབྱེད
# $pings: yes or no.
config-turn-pings = **རེས་བབས་དུས་རྩེད་མོ་བར་བརྡ་གཏོང**: { $pings ->
        [yes] གཏོང
       *[no] མི་གཏོང
    }
config-moderators = **རྩེད་མོ་མཇུག་སྒྲིལ་བ་དང་རྩེད་མོ་བ་ཕྱིར་འབུད་པ**: Manage Server
config-moderators-role = **རྩེད་མོ་མཇུག་སྒྲིལ་བ་དང་རྩེད་མོ་བ་ཕྱིར་འབུད་པ**: Manage Server དང་ <@&{ $role }>
# $limit: games and open tables at once in the server; $waiting: tables one person may have
# waiting for players.
config-table-limit = **དུས་གཅིག་ཏུ་རྩེད་མོ་དང་ཁ་ཕྱེ་བའི་ཅོག་ཙེ**: མང་ཤོས་ { $limit }། མི་རེར་རྩེད་མོ་བ་སྒུག་བཞིན་པའི་ཅོག་ཙེ་ { $waiting } ཡོད་ཆོག
config-table-limit-default = **དུས་གཅིག་ཏུ་རྩེད་མོ་དང་ཁ་ཕྱེ་བའི་ཅོག་ཙེ**: མང་ཤོས་ { $limit } (རང་བཞིན་གྱི་སྒྲིག་འགོད)། མི་རེར་རྩེད་མོ་བ་སྒུག་བཞིན་པའི་ཅོག་ཙེ་ { $waiting } ཡོད་ཆོག
config-footer = -# བསྒྱུར་བ་རེ་རེ་ལམ་སང་ཉར། རྩེད་མོ་རང་གི་ /sho new འདེམས་ཀ་གཙོ་བོ་ཡིན། མུ་མཐུད་བཞིན་པའི་རྩེད་མོས་རང་གི་སྒྲིག་འགོད་ཉར། རྩེད་མོ་བ་རེ་རེས་ /sho pings ཡིས་རང་གི་རེས་ཀྱི་བརྡ་འགོག་ཆོག
# For a member without Manage Server, whose panel cannot be changed.
config-footer-read-only = -# Manage Server ཡོད་པའི་ཚོགས་མི་ཁོ་ནས་འདི་དག་བསྒྱུར་ཆོག རྩེད་མོ་རང་གི་ /sho new འདེམས་ཀ་གཙོ་བོ་ཡིན། མུ་མཐུད་བཞིན་པའི་རྩེད་མོས་རང་གི་སྒྲིག་འགོད་ཉར། རྩེད་མོ་བ་རེ་རེས་ /sho pings ཡིས་རང་གི་རེས་ཀྱི་བརྡ་འགོག་ཆོག
# Above the panel, for /sho settings (the command's old name).
config-moved = /sho settings ད་ནས་ /sho config རེད། ཞབས་འཕྲུལ་གྱི་སྒྲིག་འགོད་ཚང་མ་དེས་སྟོན་པ་དང་བསྒྱུར་ཐུབ།

## The panel's selects and buttons (each change is saved at once)

# A preset in the rules select; $preset: table, app or lhasa. Its description says whose rules.
config-preset-choice = སྒྲིག་གཞི: { preset-name }
config-preset-choice-about = { $preset ->
        [app] SHO app ལྟར་
        [lhasa] ལྷ་སའི་གནམ་ཅན་ཟ་ཁང་ལྟར་
       *[table] བོད་དང་ཤར་པའི་ཁྱིམ་ལྟར་
    }རྩེ་བར་ཁྱིམ་གྱི་སྒྲིག་གཞི་ཚང་མ་འཇོག
config-rule-placeholder = ཁྱིམ་གྱི་སྒྲིག་གཞི་ཞིག་བསྒྱུར
# A turn time in its select ($minutes, $remainder, $seconds as turn-clock takes them; $hours:
# the whole hours it is, or 0 when it is not a whole number of hours).
config-turn-choice = { $hours ->
        [0] རེས་རེར་{ turn-clock }
       *[other] རེས་རེར་ཆུ་ཚོད་ { $hours }
    }
config-turn-choice-default = { $hours ->
        [0] རེས་རེར་{ turn-clock }
       *[other] རེས་རེར་ཆུ་ཚོད་ { $hours }
    } (རང་བཞིན་གྱི་སྒྲིག་འགོད)
config-level-choice = { -computer }་ཀྱི་ཚད: { level }
config-level-choice-default = { -computer }་ཀྱི་ཚད: { level } (རང་བཞིན་གྱི་སྒྲིག་འགོད)
config-channels-placeholder = བརྒྱུད་ལམ་ཚང་མ། རྩེད་མོ་དེ་ཁོ་ནར་འགོ་འཛུགས་པའི་བརྒྱུད་ལམ་འདེམས
config-role-placeholder = རྩེད་མོ་མཇུག་སྒྲིལ་བ་དང་རྩེད་མོ་བ་ཕྱིར་འབུད་ཆོག་པའི་གོ་གནས་ཤིག་འདེམས
config-threads-start = གླེང་ཕྲེང་ནང་ཁ་འབྱེད
config-threads-stop = བརྒྱུད་ལམ་ནང་ཁ་འབྱེད
config-turn-pings-start = རེས་བབས་དུས་བརྡ་གཏོང
config-turn-pings-stop = རེས་ཀྱི་བརྡ་མཚམས་འཇོག
# $limit: the most games and open tables at once.
config-limit-choice = { $limit ->
        [1] རྩེད་མོའམ་ཁ་ཕྱེ་བའི་ཅོག་ཙེ་མང་ཤོས་ { $limit }
       *[other] རྩེད་མོ་དང་ཁ་ཕྱེ་བའི་ཅོག་ཙེ་མང་ཤོས་ { $limit }
    }
config-limit-choice-default = { $limit ->
        [1] རྩེད་མོའམ་ཁ་ཕྱེ་བའི་ཅོག་ཙེ་མང་ཤོས་ { $limit }
       *[other] རྩེད་མོ་དང་ཁ་ཕྱེ་བའི་ཅོག་ཙེ་མང་ཤོས་ { $limit }
    } (རང་བཞིན་གྱི་སྒྲིག་འགོད)

## /sho pings

config-pings-on = ཁྱེད་ཀྱི་རེས་བབས་དུས་ཁྱེད་ལ་བརྡ་གཏོང་།
config-pings-off = ད་ནས་ཁྱེད་ཀྱི་རེས་ལ་བརྡ་མི་གཏོང་། རེའུ་མིག་ཐོག་ཁྱེད་ཀྱི་མིང་ད་དུང་འཁོད།
# The same, when the player only asked how it is set.
config-pings-on-shown = ཁྱེད་ཀྱི་རེས་བབས་དུས་ཁྱེད་ལ་བརྡ་གཏོང་། བསྒྱུར་ན་ /sho pings on:False བཀོལ།
config-pings-off-shown = ད་ནས་ཁྱེད་ཀྱི་རེས་ལ་བརྡ་མི་གཏོང་། རེའུ་མིག་ཐོག་ཁྱེད་ཀྱི་མིང་ད་དུང་འཁོད། བསྒྱུར་ན་ /sho pings on:True བཀོལ།

## The commands in Discord's command picker (cogs/server_settings.py, cogs/described.py)

command-config = ཞབས་འཕྲུལ་འདིའི་རྩེད་མོ་གསར་པའི་སྒྲིག་འགོད
command-config-rules = རྩེད་མོ་གསར་པའི་སྒྲིག་གཞི (སྔོན་སྒྲིག་གི་འདེམས་ཀ་ཚང་མ་འཇོག)
command-config-turn-minutes = རྩེད་མོ་གསར་པར་རེས་རེར་ཐོབ་པའི་སྐར་མ
command-config-level = རྩེད་མོ་གསར་པར་{ -computer }་ཇི་ཙམ་ལེགས་པོ་རྩེ་བ
command-config-allow-channel = རྩེད་མོ་འགོ་འཛུགས་ཆོག་པའི་བརྒྱུད་ལམ་ཞིག་སྣོན
command-config-disallow-channel = རྩེད་མོ་འགོ་འཛུགས་ཆོག་པའི་ཐོ་ནས་བརྒྱུད་ལམ་ཞིག་འདོར
command-config-every-channel = བརྒྱུད་ལམ་ཚང་མར་ཡང་བསྐྱར་རྩེད་མོ་འགོ་འཛུགས་ཆོག་པ་བཟོ
command-config-threads = རྩེད་མོ་གསར་པ་རེ་རེ་བརྒྱུད་ལམ་གྱི་གླེང་ཕྲེང་ནང་ཁ་འབྱེད
command-config-turn-pings = རེས་བབས་པའི་རྩེད་མོ་བར་བརྡ་གཏོང
command-config-moderator-role = Manage Server མ་ཟད་རྩེད་མོ་མཇུག་སྒྲིལ་བ་དང་རྩེད་མོ་བ་ཕྱིར་འབུད་ཆོག་པའི་གོ་གནས
command-config-no-moderator-role = Manage Server ཁོ་ནས་རྩེད་མོ་མཇུག་སྒྲིལ་བ་དང་རྩེད་མོ་བ་ཕྱིར་འབུད་ཆོག
command-config-table-limit = དུས་གཅིག་ཏུ་རྩེད་མོ་དང་ཁ་ཕྱེ་བའི་ཅོག་ཙེ་མང་ཤོས། (རང་བཞིན། { $limit })
command-settings = ད་ནས་ /sho config (འདིར་རེས་ཀྱི་དུས་ཚོད)
command-settings-turn-minutes = རྩེད་མོ་གསར་པར་རེས་རེར་ཐོབ་པའི་སྐར་མ
command-pings = རང་གི་རེས་ཀྱི་བརྡ་འགོག་པའམ་ཁ་འབྱེད
command-pings-on = ངའི་རེས་བབས་དུས་ང་ལ་བརྡ་གཏོང་། (མ་བཀོད་ན་རང་གི་སྒྲིག་འགོད་མཐོང་)

## The server's language (bot/ui/config/panel.py)

config-language = **སྐད་ཡིག**: ཅོག་ཙེ་གསར་པའི་རེའུ་མིག་དང་བརྡ། མཇུག་སྡོམ། གོ་རིམ་བཅས་ཀྱི་སྐད་ཡིག མི་རེ་རེས་རང་ཁོ་ནས་མཐོང་སའི་སྐད་ཡིག་ `/sho language` ཡིས་འདེམས་ཆོག

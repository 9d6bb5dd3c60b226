# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# /sho config: the server's settings for new games, shown privately (bot/ui/config_panel.py);
# /sho pings: a player's own turn pings (cogs/server_settings.py). Manage Server and the other
# permissions keep Discord's English names: Discord shows them in English to Nepali players.

## The panel, one line per setting

config-title = **यो सर्भरमा { -sho }**
config-title-saved = **यो सर्भरमा { -sho }**: सुरक्षित भयो। नयाँ खेलहरूमा यिनै सेटिङ लाग्छन्।
# $rules: the preset and what differs from it (the rules' own words).
config-rules = **नियम**: { $rules }
# One table option under the rules: its title and its value (the rules' own words).
config-option = { "  " }• { $option }: { $value }
config-turn-time = **{ -turn }को समय**: { turn-clock }
config-turn-time-default = **{ -turn }को समय**: { turn-clock } (बोटको पूर्वनिर्धारित)
config-level = **कम्प्युटरको स्तर**: { level }
config-level-default = **कम्प्युटरको स्तर**: { level } (बोटको पूर्वनिर्धारित)
# $channels: the channels' mentions, joined.
config-channels = **खेल सुरु हुने च्यानल**: { $channels }
config-channels-every = **खेल सुरु हुने च्यानल**: सबै च्यानल
config-threads = **नयाँ खेल खुल्ने ठाउँ**: च्यानलकै एउटा थ्रेडमा
config-no-threads = **नयाँ खेल खुल्ने ठाउँ**: च्यानलमै
# $pings: yes or no.
config-turn-pings = **{ -turn } आउँदा खेलाडीलाई पिङ**: { $pings ->
        [yes] हो
       *[no] होइन
    } (हरेक खेलाडीले /sho pings बाट आफ्नो पिङ बन्द गर्न सक्छन्)
config-moderators = **खेल अन्त्य गर्ने र खेलाडी हटाउने**: Manage Server
config-moderators-role = **खेल अन्त्य गर्ने र खेलाडी हटाउने**: Manage Server र <@&{ $role }>
# $limit: games and open tables at once in the server; $waiting: tables one person may have
# waiting for players.
config-table-limit = **एकैपटक खेल र खुला टेबल**: बढीमा { $limit }; हरेक व्यक्तिका खेलाडी पर्खिरहेका { $waiting } टेबलसम्म
config-table-limit-default = **एकैपटक खेल र खुला टेबल**: बढीमा { $limit } (बोटको पूर्वनिर्धारित); हरेक व्यक्तिका खेलाडी पर्खिरहेका { $waiting } टेबलसम्म
config-footer = -# कुनै खेलको आफ्नै /sho new छनोट नै लागू हुन्छ। Manage Server भएका सदस्यले /sho config का विकल्पहरूबाट यी बदल्छन्; चलिरहेका खेलले आफ्नै सेटिङ राख्छन्।
# Above the panel, for /sho settings (the command's old name).
config-moved = /sho settings अब /sho config भएको छ: यसले सर्भरका सबै सेटिङ देखाउँछ र बदल्छ।

## /sho pings

config-pings-on = तपाईंको { -turn } आउँदा तपाईंलाई पिङ गरिन्छ।
config-pings-off = अब तपाईंको { -turn }मा पिङ गरिँदैन: बोर्डमा भने तपाईंको नाम आइरहन्छ।
# The same, when the player only asked how it is set.
config-pings-on-shown = तपाईंको { -turn } आउँदा तपाईंलाई पिङ गरिन्छ। बदल्न /sho pings on:False प्रयोग गर्नुहोस्।
config-pings-off-shown = अब तपाईंको { -turn }मा पिङ गरिँदैन: बोर्डमा भने तपाईंको नाम आइरहन्छ। बदल्न /sho pings on:True प्रयोग गर्नुहोस्।

## The commands in Discord's command picker (cogs/server_settings.py, cogs/described.py)

command-config = नयाँ खेलहरूका लागि यो सर्भरका सेटिङ
command-config-rules = नयाँ खेल सुरु हुने नियम (हरेक विकल्प नियम-सेटकै बनाउँछ)
command-config-turn-minutes = नयाँ खेलमा खेलाडीलाई एक { -turn }का लागि कति मिनेट
command-config-level = नयाँ खेलमा कम्प्युटर कति राम्रो खेल्छ
command-config-allow-channel = खेल सुरु गर्न मिल्ने च्यानल थप्नुहोस्
command-config-disallow-channel = खेल सुरु गर्न मिल्ने सूचीबाट च्यानल हटाउनुहोस्
command-config-every-channel = फेरि सबै च्यानलमा खेल सुरु गर्न दिनुहोस्
command-config-threads = हरेक नयाँ खेल च्यानलकै थ्रेडमा खोल्नुहोस्
command-config-turn-pings = जसको { -turn } हो, उसलाई पिङ गर्नुहोस्
command-config-moderator-role = Manage Server बाहेक खेल अन्त्य गर्न र खेलाडी हटाउन मिल्ने रोल
command-config-no-moderator-role = Manage Server भएकाले मात्र खेल अन्त्य गर्न र खेलाडी हटाउन सक्छन्
command-config-table-limit = एकैपटक बढीमा कति खेल र खुला टेबल (पूर्वनिर्धारित { $limit })
command-settings = अब /sho config (यहाँ { -turn }को समय)
command-settings-turn-minutes = नयाँ खेलमा खेलाडीलाई एक { -turn }का लागि कति मिनेट
command-pings = आफ्नो { -turn }को पिङ बन्द वा खुला गर्नुहोस्
command-pings-on = मेरो { -turn } आउँदा मलाई पिङ गरियोस् (आफ्नो सेटिङ हेर्न खाली छाड्नुहोस्)

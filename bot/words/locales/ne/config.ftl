# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# /sho config: the server's settings for new games, a private panel that changes them
# (bot/ui/config/panel.py);
# /sho pings: a player's own turn pings (cogs/server_settings.py). Manage Server and the other
# permissions keep Discord's English names: Discord shows them in English to Nepali players.

## The panel, one line per setting

config-title = **यो सर्भरमा { -sho }**
config-title-saved = **यो सर्भरमा { -sho }**: सुरक्षित भयो। नयाँ खेलहरूमा यिनै सेटिङ लाग्छन्।
# $rules: the preset and what differs from it (the rules' own words).
config-rules = **नियम**: { $rules }
# $channels: the channels' mentions, joined.
config-channels = **खेल सुरु हुने च्यानल**: { $channels }
config-channels-every = **खेल सुरु हुने च्यानल**: सबै च्यानल
config-threads = **नयाँ खेल खुल्ने ठाउँ**: च्यानलकै एउटा थ्रेडमा
config-no-threads = **नयाँ खेल खुल्ने ठाउँ**: च्यानलमै
# $pings: yes or no.
config-turn-pings = **{ -turn } आउँदा खेलाडीलाई पिङ**: { $pings ->
        [yes] हो
       *[no] होइन
    }
config-moderators = **खेल अन्त्य गर्ने र खेलाडी हटाउने**: Manage Server
config-moderators-role = **खेल अन्त्य गर्ने र खेलाडी हटाउने**: Manage Server र <@&{ $role }>
# $limit: games and open tables at once in the server; $waiting: tables one person may have
# waiting for players.
config-table-limit = **एकैपटक खेल र खुला टेबल**: बढीमा { $limit }; हरेक व्यक्तिका खेलाडी पर्खिरहेका { $waiting } टेबलसम्म
config-table-limit-default = **एकैपटक खेल र खुला टेबल**: बढीमा { $limit } (बोटको पूर्वनिर्धारित); हरेक व्यक्तिका खेलाडी पर्खिरहेका { $waiting } टेबलसम्म
config-footer = -# हरेक बदलाव तुरुन्तै सुरक्षित हुन्छ। कुनै खेलको आफ्नै /sho new छनोट नै लागू हुन्छ; चलिरहेका खेलले आफ्नै सेटिङ राख्छन्। हरेक खेलाडीले /sho pings बाट आफ्नो { -turn }को पिङ बन्द गर्न सक्छन्।
# For a member without Manage Server, whose panel cannot be changed.
config-footer-read-only = -# Manage Server भएका सदस्यले मात्र यी बदल्न सक्छन्। कुनै खेलको आफ्नै /sho new छनोट नै लागू हुन्छ; चलिरहेका खेलले आफ्नै सेटिङ राख्छन्। हरेक खेलाडीले /sho pings बाट आफ्नो { -turn }को पिङ बन्द गर्न सक्छन्।
# Above the panel, for /sho settings (the command's old name).
config-moved = /sho settings अब /sho config भएको छ: यसले सर्भरका सबै सेटिङ देखाउँछ र बदल्छ।

## The panel's selects and buttons (each change is saved at once)

# A preset in the rules select; $preset: table, app or lhasa. Its description says whose rules.
config-preset-choice = नियम: { preset-name }
config-preset-choice-about = सबै घरेलु नियम { $preset ->
        [app] SHO एपमा खेलिनेजस्तै
        [lhasa] ल्हासाको नाम्चेन रेस्टुरेन्टमा खेलिनेजस्तै
       *[table] तिब्बती र शेर्पा घरहरूमा खेलिनेजस्तै
    } मिलाउँछ
config-rule-placeholder = घरेलु नियम बदल्नुहोस्
# A turn time in its select ($minutes, $remainder, $seconds as turn-clock takes them; $hours:
# the whole hours it is, or 0 when it is not a whole number of hours). Nepali says 1 घण्टा and
# 5 घण्टा alike, so a number of hours needs no plural.
config-turn-choice = एक { -turn } { $hours ->
        [0] { turn-clock }
       *[other] { $hours } घण्टा
    }
config-turn-choice-default = एक { -turn } { $hours ->
        [0] { turn-clock }
       *[other] { $hours } घण्टा
    } (बोटको पूर्वनिर्धारित)
config-level-choice = कम्प्युटरको स्तर: { level }
config-level-choice-default = कम्प्युटरको स्तर: { level } (बोटको पूर्वनिर्धारित)
config-channels-placeholder = सबै च्यानल: खेल तिनमा मात्र सुरु गर्न च्यानल छान्नुहोस्
config-role-placeholder = खेल अन्त्य गर्न र खेलाडी हटाउन मिल्ने रोल छान्नुहोस्
config-threads-start = थ्रेडमा खोल्ने
config-threads-stop = च्यानलमै खोल्ने
config-turn-pings-start = { -turn }मा पिङ गर्ने
config-turn-pings-stop = { -turn }को पिङ बन्द गर्ने
# $limit: the most games and open tables at once.
config-limit-choice = बढीमा { $limit ->
        [one] { $limit } खेल वा खुला टेबल
       *[other] { $limit } खेल र खुला टेबल
    }
config-limit-choice-default = बढीमा { $limit ->
        [one] { $limit } खेल वा खुला टेबल
       *[other] { $limit } खेल र खुला टेबल
    } (बोटको पूर्वनिर्धारित)

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

## The server's language (bot/ui/config/panel.py)

config-language = नयाँ टेबलका बोर्ड, पिङ र सारांशको, र लिडरबोर्डको **भाषा**। हरेक व्यक्तिले आफूले मात्र देख्ने कुराका लागि `/sho language` बाट आफ्नै भाषा छान्न सक्छन्।

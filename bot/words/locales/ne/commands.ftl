# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The words of the /sho commands in Discord's command picker (100 characters each).

command-sho = { -sho } खेल्नुहोस्: तिब्बती र शेर्पा घरहरूको पासा दौड

# The game (cogs/game_lobby.py, game_turn.py, game_admin.py) and help (cogs/help.py).
command-new = यो च्यानलमा { -sho } को टेबल खोल्नुहोस्
command-new-players = टेबलका सिट, कम्प्युटरसहित (2-4)
command-new-computers = कतिवटा सिटमा कम्प्युटरले खेल्छ
command-new-level = कम्प्युटर कति राम्रो खेल्छ (पूर्वनिर्धारित: सर्भरको)
command-new-rules = कसको नियम: परम्परागत, SHO एपको वा ल्हासाको (पूर्वनिर्धारित: सर्भरको)
command-new-turn-minutes = कम्प्युटरले खेल्नुअघि खेलाडीलाई एक { -turn }का लागि कति मिनेट
command-join = यो च्यानलको टेबलमा सिट लिनुहोस्
command-leave = टेबल छाड्नुहोस् (खेल चलिरहेको भए कम्प्युटरले खेलिदिन्छ)
command-start = अहिले नै सुरु गर्नुहोस्; खाली सिटमा कम्प्युटर बस्छ
command-swap = सुरु हुनुअघि दुई सिट साट्नुहोस् (होस्ट)
command-swap-first = एउटा सिट नम्बर
command-swap-second = अर्को सिट नम्बर
command-games = यो सर्भरका चलिरहेका खेल र खुला टेबल
command-throw = { -dice } फाल्नुहोस् (तपाईंको { -turn } हुँदा)
command-move = आफ्नो { -throw }का लागि { -move } छान्नुहोस्
command-move-move = चाल्ने { -move } (टाइप गर्न थाल्नुहोस्, सूची देखिन्छ)
command-back = कम्प्युटरबाट आफ्नो सिट फिर्ता लिनुहोस्
command-board = बोर्ड फेरि च्यानलको तल पोस्ट गर्नुहोस्
command-end = यहाँको खेल अन्त्य गर्नुहोस् (होस्ट वा Manage Server)
command-kick = खेलाडीको सिट कम्प्युटरलाई दिनुहोस् (मोडरेटरले गरे मात्र उनको हार गनिन्छ)
command-kick-player = हटाउने खेलाडी
command-help = { -sho } का सबै कमान्ड एउटै स्क्रिनमा

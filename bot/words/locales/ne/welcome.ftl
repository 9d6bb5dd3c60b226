# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The bot's one message when it is added to a server (bot/ui/community/welcome.py).
# **सामेल हुनुहोस्** is the Join button's label (buttons.ftl: button-join).

welcome =
    👋 **{ -sho } थप्नुभएकोमा धन्यवाद!** { -sho } (ཤོ) तिब्बती र शेर्पा घरहरूको पासा दौड हो, 2 देखि 4 जना खेलाडीका लागि।
    - **खेल्नुहोस्:** कुनै च्यानलमा `/sho new` टाइप गर्नुहोस्, साथीहरूले **सामेल हुनुहोस्** थिच्छन्, र खाली सिटमा कम्प्युटर बस्छ।
    - **सिक्नुहोस्:** `/sho rules` ले खेल पृष्ठ-पृष्ठ सिकाउँछ; `/sho help` ले सबै कमान्ड देखाउँछ।
    - **मिलाउनुहोस्:** Manage Server भएका सदस्यले `/sho config` बाट खेलका च्यानल, मोडरेटर रोल, { -turn }को समय र घरेलु नियम छान्छन्।

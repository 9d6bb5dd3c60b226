# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# /sho help: how to start, then every command by what it is for (cogs/help.py).
# The buttons are named by their labels (buttons.ftl: button-join, button-start, button-throw).

help-title = { -sho } कसरी खेल्ने
# $new, $move, $rules: the commands, as mentions people can click.
help-start = 1. **सुरु:** { $new } ले च्यानलमा टेबल खोल्छ। साथीहरूले **सामेल हुनुहोस्** थिच्छन्; होस्टले **सुरु गर्नुहोस्** थिच्छन्, र खाली सिटमा कम्प्युटर बस्छ।
help-play = 2. **खेल:** आफ्नो { -turn }मा **{ -dice } फाल्नुहोस्** थिच्नुहोस्, अनि चाहेको { -move } छान्नुहोस् (वा { $move } टाइप गर्नुहोस्)। मार्दा वा { -stack } बनाउँदा फेरि फाल्न पाइन्छ; सबै नौ { -coin } पहिले { -home } पुर्‍याउनेले जित्छ।
help-learn = 3. **सिकाइ:** { $rules } ले खेल पृष्ठ-पृष्ठ सिकाउँछ।
# A heading over a group of commands.
help-group = { $group ->
        [play] **खेल**
        [standings] **तालिका र पुराना खेल**
        [settings] **सेटिङ**
       *[more] **थप**
    }
# One command: $command is the command (a mention), $description what it does.
help-line = { $command } · { $description }

# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# A person's own seat in a game under way (cogs/game_lobby.py, bot/ui/table/confirm_buttons.py).
# “म फर्किएँ” is the I'm back button's label (buttons.ftl: button-back).

# /sho leave in a game under way asks first: leaving cannot be undone.
seat-leave-question = यो खेल छाड्ने? अबदेखि तपाईंको सिटमा कम्प्युटरले खेल्छ, र यो खेल तपाईंको हारमा गनिन्छ।
seat-leave-yes = हो, खेल छाड्छु

# What they alone are told when they click a button of the board; I'm back comes with it
# (and, once they press it, play.ftl's welcome back).
seat-away-note = तपाईं अनुपस्थित हुनुहुन्छ: तपाईंको सिटमा कम्प्युटर खेल्दै छ। फेरि खेल्न “म फर्किएँ” थिच्नुहोस्।

# The Resign button on the board of a rated game of two asks first: it ends the game.
seat-resign-question = यो खेलमा हार स्वीकार्ने? खेल अहिल्यै सकिन्छ: अर्को खेलाडीको जित हुन्छ, र यो तपाईंको हारमा गनिन्छ।

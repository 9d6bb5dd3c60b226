# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The game's own words (docs/glossary.md, "Nepali"), said one way in every message: a message
# says { -stack }, never the word itself, so changing a word is one line here.

-sho = शो
-dice = पासा
# A throw of the dice, as a noun (the verb is फाल्नु: फाल्नुहोस्, फाले, फाल्छन्).
-throw = फालाइ
-pa-ra = पा रा
-sug = सुग
-crooked-nine = बाङ्गो नौ
# A side's pieces (the lag khyi): what Nepali players call a board game's pieces.
-coin = गोटी
# One of the 63 places between the shells (a chessboard's 64 are its खाना).
-spot = खाना
-shell = कौडी
-stack = थाक
-home = घर
-hand = हात
# The spiral the coins race round.
-track = बाटो
-dice-cup = शो फोर
-dice-pad = शो देन
-victory = जित
# Putting coins on the track while a side has none there (ludo players' गोटी खोल्नु).
-opening = खोलाइ
-turn = पालो
-move = चाल

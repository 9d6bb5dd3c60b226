# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# What the turn's commands tell the person who used them (cogs/game_turn.py).

# $dice: the throw, as the log writes it.
play-thrown = तपाईंले { $dice } फाल्नुभयो: बोर्डमा वा /sho move बाट आफ्नो { -move } छान्नुहोस्।
# When the log has no line to say instead (it always has one after a throw or a move).
play-thrown-plainly = फालियो।
play-moved-plainly = सारियो।
play-back = फेरि स्वागत छ! तपाईंको सिट फेरि तपाईंकै भयो।
play-reposted = यो रह्यो, फेरि च्यानलको सबैभन्दा तल।

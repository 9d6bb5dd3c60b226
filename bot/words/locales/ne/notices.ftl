# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# Short notes that are not about one game's play: the apology for a bug, a command used outside a
# server, a click the bot no longer knows, a restart, a note that reaches its person in the channel.

# What a person is told when the bot failed them (the bug is logged for the operators).
notice-apology = माफ गर्नुहोस्, हाम्रो तर्फबाट केही गडबड भयो। यो टिपिएको छ; कृपया फेरि प्रयास गर्नुहोस्।
notice-guild-only = { -sho } सर्भरमा खेलिन्छ: कुनै सर्भरको टेक्स्ट च्यानलमा /sho प्रयोग गर्नुहोस्।
notice-bad-option = यो आदेशलाई दिइएको कुनै मान प्रयोग गर्न मिलेन। कृपया Discord को सूचीबाट फेरि छान्नुहोस्।
notice-not-allowed = तपाईं यहाँ यो आदेश प्रयोग गर्न सक्नुहुन्न।
notice-not-mine = त्यो बटन अब मेरो रहेन। सबैभन्दा नयाँ बोर्ड, वा /sho board प्रयोग गर्नुहोस्।
# Posted in a game's channel when the bot starts again with the game live.
notice-restarted = 🔄 म फेरि सुरु भएँ; यो खेल जहाँ थियो, त्यहीँबाट अघि बढ्छ।
# A private note whose interaction expired, said in the channel instead: $user is the person's
# id (a mention), $note the note itself.
notice-in-channel = <@{ $user }> { $note }
# Discord's words when it refuses a post without giving its reason (Discord's English, kept).
notice-missing-permissions = Missing Permissions

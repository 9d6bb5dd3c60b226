# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# Messages in a game's channel that ping a player, and notes to the person who acted.
# $user: the player's id (a mention); $link: the board's message; $deadline: a Unix time.
# View Channel, Send Messages, Embed Links and Read Message History are Discord's permissions,
# named as Discord shows them (in English).

ping-turn = 🎲 <@{ $user }>, तपाईंको { -turn }।
ping-turn-linked = 🎲 <@{ $user }>, तपाईंको { -turn }। [बोर्डमा जानुहोस्]({ $link })
ping-half-time = ⏳ <@{ $user }>, तपाईंको आधा समय सकियो: <t:{ $deadline }:R> खेल्नुहोस्, नत्र यो { -turn } कम्प्युटरले तपाईंको सट्टा खेल्छ।
ping-half-time-linked = ⏳ <@{ $user }>, तपाईंको आधा समय सकियो: <t:{ $deadline }:R> खेल्नुहोस्, नत्र यो { -turn } कम्प्युटरले तपाईंको सट्टा खेल्छ। [बोर्डमा जानुहोस्]({ $link })
# $reason: Discord's own words for the refusal, or "Missing Permissions".
channel-cannot-post = म <#{ $channel }> मा सन्देश पठाउन वा सम्पादन गर्न पाउँदिनँ ({ $reason }), त्यसैले त्यहाँको बोर्ड अद्यावधिक रहन सक्दैन। कृपया कुनै मोडरेटरलाई मलाई त्यहाँ View Channel, Send Messages, Embed Links र Read Message History दिन भन्नुहोस्।

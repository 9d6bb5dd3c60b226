# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The game's messages: the lobby, the board around its grid, the end of a game.

## Shared pieces (included by the sentences below, with their values)

# The computers' level, by its value (easy, normal, hard).
level = { $level ->
        [easy] सजिलो
        [normal] सामान्य
       *[hard] कठिन
    }
# The turn's time limit: whole minutes ($remainder 0) or seconds.
turn-clock = { $remainder ->
        [0] { $minutes } मिनेट
       *[other] { $seconds } सेकेन्ड
    }

## The lobby

lobby-title = 🎲 { -sho } · { $players } जनाको टेबल
lobby-seat-computer = 🤖 { $name } ({ level })
lobby-seat-left = { $name } (छाडेर गए: कम्प्युटरले खेल्छ)
lobby-seat-away = <@{ $user }> (अनुपस्थित: कम्प्युटरले खेल्छ)
lobby-open-seat = *खाली सिट*
lobby-partners = 🤝 जोडीदार: सिट **1 + 3** विरुद्ध सिट **2 + 4** (होस्टले /sho swap गर्न सक्छन्)।
# $deadline: a Unix time, which Discord shows as "in 5 minutes".
lobby-closes = सुरु नभए यो टेबल <t:{ $deadline }:R> बन्द हुन्छ।
lobby-footer = सिट लिन सामेल हुनुहोस्। होस्टले सुरु गर्छन् (खाली सिटमा कम्प्युटर बस्छ); सबै सिट भरिए टेबल आफैँ सुरु हुन्छ।
# $rules: the preset and what differs from it (rules' own words).
table-options = नियम: { $rules } · एक { -turn } { turn-clock } · कम्प्युटरको स्तर { level }

## A table that closed before its game began

closed-title = { -sho } · टेबल बन्द
closed-description = यो टेबल बन्द भयो: { end-reason }।

## The board


## The line above the board

turn-computer-playing = 🤖 { $name } खेल्दै छन्…
turn-paused = ⏸️ रोकिएको छ: सबै खेलाडी अनुपस्थित छन्। खेल अघि बढाउन /sho back टाइप गर्नुहोस्, वा तलको कुनै बटन थिच्नुहोस्।
# $winners: who won, as winners-* says it.
turn-game-over = 🏆 खेल सकियो: { $winners }
turn-ended = ⏹️ यो खेल सकियो ({ end-reason })।

## The end of a game

winners-none = कसैले जितेन!
winners-one = { $name } ले जिते!
# Partners win together.
winners-two = { $first } र { $second } ले जिते!
summary-winners = 🏆 **{ $winners }**
summary-winners-game = 🏆 **{ $winners }** · खेल #{ $game }
# A seat's place: a medal for the first three ($place 0: the game gave this seat no place).
summary-place = { $place ->
        [0] ▫️
        [1] 🥇
        [2] 🥈
        [3] 🥉
       *[other] { DIGITS($place) }.
    }
# One seat's figures: $home coins brought home, $kills enemy stacks killed, $stacks stacks made.
# The summary's counts and ratings are read, not typed, so they are written in Devanagari digits
# (DIGITS), as Nepali print writes them; elsewhere digits stay Latin.
summary-seat = { summary-place } **{ $name }**: { DIGITS($home) } { -coin } { -home } · { DIGITS($kills) } पटक मारे · { DIGITS($stacks) } { -stack }
# The same, with the rating before and after ($rise: up or down).
summary-seat-rated = { summary-place } **{ $name }**: { DIGITS($home) } { -coin } { -home } · { DIGITS($kills) } पटक मारे · { DIGITS($stacks) } { -stack } · { $rise ->
        [up] 📈
       *[down] 📉
    } { DIGITS($before) } → { DIGITS($after) }
summary-well-played = राम्रो खेल्नुभयो, { $people }!
summary-counts = 🎲 { DIGITS($throws) } { -throw } · ⚔️ { DIGITS($kills) } पटक मारियो · ➕ { DIGITS($stacks) } { -stack } · 🔁 { DIGITS($paras) } { -pa-ra }
# One player's rating before and after the game ($before, $after: one decimal).
summary-rating = { $name } { DIGITS($before) } → { DIGITS($after) }
summary-not-rated = रेटिङ भएन: एउटा कम्प्युटरले खेल्यो।

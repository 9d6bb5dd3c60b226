# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The game's messages: the lobby, the board around its grid, the end of a game.

## Shared pieces (included by the sentences below, with their values)

# The computers' level, by its value (easy, normal, hard).
level = { $level ->
        [easy] སླ་པོ
        [normal] རྒྱུན་ལྡན
       *[hard] དཀའ་པོ
    }
# The turn's time limit: whole minutes ($remainder 0) or seconds.
turn-clock = { $remainder ->
        [0] སྐར་མ་ { $minutes }
       *[other] སྐར་ཆ་ { $seconds }
    }

## The lobby

lobby-title = 🎲 { -sho } · ཅོག་ཙེ · རྩེད་མོ་བ་ { $players }
lobby-seat-computer = 🤖 { $name } ({ level })
lobby-seat-left = { $name } (ཐོན་སོང་། { -computer }་ཀྱིས་ཚབ་རྩེ།)
lobby-seat-away = <@{ $user }> (མི་འདུག { -computer }་ཀྱིས་ཚབ་རྩེ།)
lobby-open-seat = *སྡོད་ས་སྟོང་པ*
lobby-partners = 🤝 { -partners }། སྡོད་ས་ **1 + 3** དང་སྡོད་ས་ **2 + 4** འགྲན། (གཙོ་སྐྱོང་བས་ /sho swap བྱེད་ཆོག)
# $deadline: a Unix time, which Discord shows as "in 5 minutes".
lobby-closes = རྩེད་མོ་མ་འགོ་ན་ཅོག་ཙེ་འདི་ <t:{ $deadline }:R> སྒོ་རྒྱག་གི་རེད།
lobby-footer = ཞུགས་ནས་སྡོད་ས་ལོང་། གཙོ་སྐྱོང་བས་འགོ་འཛུགས་བྱེད། (སྡོད་ས་སྟོང་པར་{ -computer }་འཇོག) ཅོག་ཙེ་ཁེངས་ན་རང་བཞིན་འགོ་འཛུགས།
# $rules: the preset and what differs from it (rules' own words).
table-options = སྒྲིག་གཞི། { $rules } · རེས་རེར་ { turn-clock } · { -computer }། { level }

## A table that closed before its game began

closed-title = { -sho } · ཅོག་ཙེ་སྒོ་བརྒྱབ།
closed-description = ཅོག་ཙེ་འདི་སྒོ་བརྒྱབ་སོང་། རྒྱུ་མཚན། { end-reason }

## The board


## The line above the board

turn-computer-playing = 🤖 { $name } རྩེ་བཞིན་པ…
turn-paused = ⏸️ མཚམས་བཞག རྩེད་མོ་བ་ཚང་མ་མི་འདུག མུ་མཐུད་རྩེ་བར་ /sho back བྲིས་སམ། འོག་གི་མཐེབ་གནོན་ཞིག་ལ་ནོན།
# $winners: who won, as winners-* says it.
turn-game-over = 🏆 རྩེད་མོ་གྲུབ། { $winners }
turn-ended = ⏹️ རྩེད་མོ་འདི་མཇུག་རྫོགས་སོང་། ({ end-reason })

## The end of a game

winners-none = སུས་ཀྱང་{ -victory }་མ་ཐོབ།
winners-one = { $name } { -victory }་ཐོབ་སོང་།
# Partners win together.
winners-two = { $first } དང་ { $second } { -victory }་ཐོབ་སོང་།
summary-winners = 🏆 **{ $winners }**
summary-winners-game = 🏆 **{ $winners }** · རྩེད་མོ་ #{ $game }
# A seat's place: a medal for the first three ($place 0: the game gave this seat no place).
summary-place = { $place ->
        [0] ▫️
        [1] 🥇
        [2] 🥈
        [3] 🥉
       *[other] { $place } པ
    }
# One seat's figures: $home coins brought home, $kills enemy stacks killed, $stacks stacks made.
summary-seat = { summary-place } **{ $name }**: { -home }་ { DIGITS($home) } · { -kill(form: "past") }་ { DIGITS($kills) } · { -stack }་ { DIGITS($stacks) }
# The same, with the rating before and after ($rise: up or down).
summary-seat-rated = { summary-place } **{ $name }**: { -home }་ { DIGITS($home) } · { -kill(form: "past") }་ { DIGITS($kills) } · { -stack }་ { DIGITS($stacks) } · { $rise ->
        [up] 📈
       *[down] 📉
    } { DIGITS($before) } → { DIGITS($after) }
summary-well-played = { $people } ཡག་པོ་རྩེས་སོང་།
summary-counts = 🎲 { -throw(form: "noun") }་ { DIGITS($throws) } · ⚔️ { -kill(form: "past") }་ { DIGITS($kills) } · ➕ { -stack }་ { DIGITS($stacks) } · 🔁 { -pa-ra }་ { DIGITS($paras) }
# One player's rating before and after the game ($before, $after: one decimal).
summary-rating = { $name } { DIGITS($before) } → { DIGITS($after) }
summary-not-rated = ནུས་ཚད་མི་རྩིས། { -computer }་ཞུགས་ཡོད།

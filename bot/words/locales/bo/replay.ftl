# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# A game's replay: the board after one step, and buttons to step through the game.

# $board: the board's own title.
replay-title = རྩེད་མོ་ #{ $game } བསྐྱར་སྟོན། · { $board }
replay-start = རྩེད་མོའི་འགོ
replay-footer = གོམ་པ་ { $step }/{ $last } · { -throw(form: "noun") }་ { $throw }/{ $throws }
replay-first = ⏮ དང་པོ
replay-back = ◀ རྒྱབ་ལ
replay-next = མདུན་ལ ▶
replay-last = མཐའ་མ ⏭
replay-jump = { -throw(form: "noun") }་ཞིག་ལ་མཆོང་…
replay-watch = བསྐྱར་སྟོན
replay-slow-jump = བསྐྱར་སྟོན་ཕབ་ལེན་ལ་དུས་ཚོད་ཅུང་ཟད་འགོར་གྱི་འདུག སྐར་ཆ་ཁ་ཤས་རྗེས་ “{ -throw(form: "noun") }་ཞིག་ལ་མཆོང་” ལ་ཡང་བསྐྱར་ནོན་རོགས།
replay-jump-title = { -throw(form: "noun") }་ཞིག་ལ་མཆོང་
replay-jump-label = { -throw(form: "noun") }་ཨང
replay-jump-range = 1 ནས་ { $throws } བར

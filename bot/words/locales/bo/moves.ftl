# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# A legal move, offered on a button (label-*) or in a select menu (describe-*).
# $target: the spot a move goes to; $source: the spot it leaves; $arrow, $mark: the board's
# symbols (→, and ⚔️ ➕ 🏠 🔁), which a plain label leaves out.

## Button labels: short, with a symbol and a word for what happens

label-rethrow = བསྐྱར་དུ་{ -throw }
label-third-para = { -pa-ra }་གསུམ་པ
label-crooked-nine = { -crooked-nine }: { coins } { $arrow } 9
label-open = { -open }། { coins } { $arrow } { $target }
# $origin: where the coins come from, as label-from-* says it; $to: a spot or label-home.
label-move = { $origin } { $arrow } { $to }
label-home = { -home }
label-from-pair = { -coin }་གཉིས
# $first: yes for a move's first part, no for a part that follows.
label-from-new = { $first ->
       *[yes] { -coin }་གསར་པ
        [no] { -coin }་གསར་པ
    }
label-from-stack = { $source } ({ $times }{ $coins })
label-word-rethrow = { -pa-ra }་ཉར
label-word-third-para = { -victory }
label-word-kill = { -kill }་ { $killed }
label-word-stack = { -stack }
# A label and what happens, with its symbol or (plain) without.
label-marked = { $label } { $mark } { $word }
label-marked-only = { $label } { $mark }
label-plain = { $label }། { $word }
# A finish that goes on with its spare steps (R25).
label-then = { $label }། དེ་ནས་ { $rest }

## Select-menu descriptions (at most 100 characters, a name of 12 included: so the spots are
## numbers alone here, as in English, and the coins from the hand are "new coins")

describe-rethrow = { -pa-ra }་ཉར་ནས་ཡང་{ -throw } ({ $kept } ཉར་ཡོད)
describe-crooked-nine = { -crooked-nine }: ལག་གི་{ coins } 9 ལ་{ -stack }་གཅིག་ཏུ་འཛུད
describe-open = { -open }: { $target } ལ་ { coins } འཛུད
# $home: the side's coins home after the move, of $all.
describe-home = { $source } ནས་{ group } { -home }་བར་གཏོང ({ -home }་ { $home }/{ $all })
describe-home-win = { $source } ནས་{ group } { -home }་ནས་{ -victory }་ཐོབ ({ -home }་ { $home }/{ $all })
describe-pair = { -coin }་གསར་པ་གཉིས་{ -stack }་ནས་ { $target } ལ་འཛུད
describe-new = { -coin }་གསར་པ་ { $target } ལ་འཛུད
describe-move = { $source } ནས་{ group } { $target } ལ་སྤོ
# What a move does where it lands, after its description ($text).
describe-stacking = { $text }། { -stack }་ { $stack } ཆགས
describe-killing = { $text }། { victim } { -kill }
describe-throw-again = { $text }། ཡང་{ -throw }
# A finish that goes on with its spare steps (R25), shortly: $parts are describe-chain-*.
describe-chain = { $parts }
describe-chain-home = { $source } ནས་{ group } { -home }
describe-chain-home-win = { $source } ནས་{ group } { -home }་ནས་{ -victory }་ཐོབ
describe-chain-new = { -coin }་གསར་པ་ { $target } ལ་འཛུད
describe-chain-move = { $source } ནས་{ group } { $target } ལ་སྤོ
describe-chain-then = { $text }། དེ་ནས་ { $rest }

# What moves: one coin, or a stack of $coins.
group = { $coins ->
        [1] { -coin }་
       *[other] { -stack } (×{ $coins })
    }

# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# A legal move, offered on a button (label-*) or in a select menu (describe-*).
# $target: the spot a move goes to; $source: the spot it leaves; $arrow, $mark: the board's
# symbols (→, and ⚔️ ➕ 🏠 🔁), which a plain label leaves out.

## Button labels: short, with a symbol and a word for what happens

label-rethrow = फेरि फाल्ने
label-third-para = तेस्रो { -pa-ra }
label-crooked-nine = { -crooked-nine }: { coins } { $arrow } 9
label-open = { -opening }: { coins } { $arrow } { $target }
# $origin: where the coins come from, as label-from-* says it; $to: a spot or label-home.
label-move = { $origin } { $arrow } { $to }
label-home = { -home }
label-from-pair = दुई { -coin }
# $first: yes for a move's first part, no for a part that follows (English changes its
# capital; Devanagari has none).
label-from-new = { $first ->
       *[yes] नयाँ { -coin }
        [no] नयाँ { -coin }
    }
label-from-stack = { $source } ({ $times }{ $coins })
label-word-rethrow = { -pa-ra } राख्ने
label-word-third-para = { -victory }
label-word-kill = { $killed } मार्ने
label-word-stack = { -stack }
# A label and what happens, with its symbol or (plain) without.
label-marked = { $label } { $mark } { $word }
label-marked-only = { $label } { $mark }
label-plain = { $label }, { $word }
# A finish that goes on with its spare steps (R25).
label-then = { $label }, त्यसपछि { $rest }

## Select-menu descriptions (at most 100 characters)

describe-rethrow = { -pa-ra } राखेर ({ $kept } राखिएको) फेरि फाल्नुहोस्
describe-crooked-nine = { -crooked-nine }: हातका { coins } एउटै { -stack } बनाएर 9 मा राख्नुहोस्
describe-open = { $target } मा { coins } खोल्नुहोस्
# $home: the side's coins home after the move, of $all.
describe-home = { $source } को { group } { -home } पुर्‍याउनुहोस् ({ $all } मध्ये { $home } { -home })
describe-home-win = { $source } को { group } { -home } पुर्‍याएर जित्नुहोस् ({ $all } मध्ये { $home } { -home })
describe-pair = हातबाट दुई { -coin } एउटै { -stack } बनाएर { $target } मा हाल्नुहोस्
describe-new = हातबाट एउटा { -coin } { $target } मा हाल्नुहोस्
describe-move = { group } { $source } बाट { $target } मा सार्नुहोस्
# What a move does where it lands, after its description ($text).
describe-stacking = { $text }, { $stack } { -coin }को { -stack } बन्छ
describe-killing = { $text }, { victim } मारिन्छ
describe-throw-again = { $text }; फेरि फाल्नुहोस्
# A finish that goes on with its spare steps (R25), shortly: $parts are describe-chain-*, each
# with its own verb (Nepali puts the verb last, so one verb before the parts cannot serve all).
describe-chain = { $parts }
describe-chain-home = { $source } को { group } { -home } पुर्‍याउनुहोस्
describe-chain-home-win = { $source } को { group } { -home } पुर्‍याएर जित्नुहोस्
describe-chain-new = हातबाट एउटा { -coin } { $target } मा हाल्नुहोस्
describe-chain-move = { $source } को { group } { $target } मा सार्नुहोस्
describe-chain-then = { $text }, त्यसपछि { $rest }

# What moves: one coin, or a stack of $coins.
group = { $coins ->
        [one] { -coin }
       *[other] { $coins } { -coin }को { -stack }
    }

# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# A legal move, offered on a button (label-*) or in a select menu (describe-*).
# $target: the spot a move goes to; $source: the spot it leaves; $arrow, $mark: the board's
# symbols (→, and ⚔️ ➕ 🏠 🔁), which a plain label leaves out.

## Button labels: short, with a symbol and a word for what happens

label-rethrow = 重掷
label-third-para = 第三个{ -pa-ra }
label-crooked-nine = { -crooked-nine }：{ coins } { $arrow } 9
label-open = { -opening }：{ coins } { $arrow } { $target }
# $origin: where the coins come from, as label-from-* says it; $to: a spot or label-home.
label-move = { $origin } { $arrow } { $to }
label-home = { -home }
label-from-pair = 两枚{ -coin }
# $first: yes for a move's first part, no for a part that follows (Chinese has no capitals).
label-from-new = { $first ->
       *[yes] 新{ -coin }
        [no] 新{ -coin }
    }
label-from-stack = { $source } ({ $times }{ $coins })
label-word-rethrow = 留住{ -pa-ra }
label-word-third-para = 获胜
label-word-kill = { -kill } { $killed }
label-word-stack = 叠上
# A label and what happens, with its symbol or (plain) without.
label-marked = { $label } { $mark } { $word }
label-marked-only = { $label } { $mark }
label-plain = { $label }，{ $word }
# A finish that goes on with its spare steps (R25).
label-then = { $label }，接着 { $rest }

## Select-menu descriptions (at most 100 characters)

describe-rethrow = 留住{ -pa-ra }（存 { $kept } 步），再掷一次
describe-crooked-nine = { -crooked-nine }：把手中 { coins }叠成一{ -stack }，放上第 9 { -spot }
describe-open = { -opening }：{ coins }放上第 { $target } { -spot }
# $home: the side's coins home after the move, of $all.
describe-home = 把第 { $source } { -spot }的{ group }送到{ -home }（{ -home } { $home }/{ $all }）
describe-home-win = 把第 { $source } { -spot }的{ group }送到{ -home }（{ -home } { $home }/{ $all }），获胜
describe-pair = 从{ -hand }拿两枚{ -coin }，叠成一{ -stack }放上第 { $target } { -spot }
describe-new = 从{ -hand }拿一枚{ -coin }放上第 { $target } { -spot }
describe-move = 把{ group }从第 { $source } { -spot }移到第 { $target } { -spot }
# What a move does where it lands, after its description ($text).
describe-stacking = { $text }，叠成一{ -stack } { $stack } 枚
describe-killing = { $text }，{ -kill } { victim }
describe-throw-again = { $text }；再掷一次
# A finish that goes on with its spare steps (R25), shortly: $parts are describe-chain-*.
describe-chain = 把{ $parts }
describe-chain-home = 第 { $source } { -spot }的{ group }送到{ -home }
describe-chain-home-win = 第 { $source } { -spot }的{ group }送到{ -home }并获胜
describe-chain-new = { -hand }一枚{ -coin }放上第 { $target } { -spot }
describe-chain-move = 第 { $source } { -spot }的{ group }移到第 { $target } { -spot }
describe-chain-then = { $text }，再把{ $rest }

# What moves: one coin, or a stack of $coins (a single coin by the exact count, 1: Chinese has
# no plural, but a coin and a stack are different things at the table).
group = { $coins ->
        [1] { -coin }
       *[other] 那{ -stack } { $coins } 枚{ -coin }
    }

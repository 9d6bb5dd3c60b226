# A legal move, offered on a button (label-*) or in a select menu (describe-*).
# $target: the spot a move goes to; $source: the spot it leaves; $arrow, $mark: the board's
# symbols (→, and ⚔️ ➕ 🏠 🔁), which a plain label leaves out.

## Button labels: short, with a symbol and a word for what happens

label-rethrow = Rethrow
label-third-para = Third pa ra
label-crooked-nine = Crooked nine: { coins } { $arrow } 9
label-open = Open: { coins } { $arrow } { $target }
# $origin: where the coins come from, as label-from-* says it; $to: a spot or label-home.
label-move = { $origin } { $arrow } { $to }
label-home = home
label-from-pair = Two coins
# $first: yes for a move's first part, no for a part that follows.
label-from-new = { $first ->
       *[yes] New coin
        [no] new coin
    }
label-from-stack = { $source } ({ $times }{ $coins })
label-word-rethrow = keep the pa ra
label-word-third-para = a win
label-word-kill = kill { $killed }
label-word-stack = stack
# A label and what happens, with its symbol or (plain) without.
label-marked = { $label } { $mark } { $word }
label-marked-only = { $label } { $mark }
label-plain = { $label }, { $word }
# A finish that goes on with its spare steps (R25).
label-then = { $label }, then { $rest }

## Select-menu descriptions (at most 100 characters)

describe-rethrow = Keep the pa ra ({ $kept } kept) and throw again
describe-crooked-nine = Crooked nine: put { coins } from your hand on 9 as one stack
describe-open = Open with { coins } on { $target }
# $home: the side's coins home after the move, of $all.
describe-home = Bring your { group } on { $source } home ({ $home } of { $all } home)
describe-home-win = Bring your { group } on { $source } home ({ $home } of { $all } home) and win
describe-pair = Enter two coins from your hand on { $target } as one stack
describe-new = Enter a coin from your hand on { $target }
describe-move = Move your { group } from { $source } to { $target }
# What a move does where it lands, after its description ($text).
describe-stacking = { $text }, stacking { $stack }
describe-killing = { $text }, killing { victim }
describe-throw-again = { $text }; throw again
# A finish that goes on with its spare steps (R25), shortly: $parts are describe-chain-*.
describe-chain = Bring { $parts }
describe-chain-home = your { group } on { $source } home
describe-chain-home-win = your { group } on { $source } home and win
describe-chain-new = a coin from your hand on { $target }
describe-chain-move = your { group } on { $source } to { $target }
describe-chain-then = { $text }, then { $rest }

# What moves: one coin, or a stack of $coins.
group = { $coins ->
        [one] coin
       *[other] stack of { $coins }
    }

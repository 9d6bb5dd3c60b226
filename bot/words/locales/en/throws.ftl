# A throw in the game's log. $who: the thrower's name; $faces: the dice's faces (⚃ ⚂);
# $dice: the dice as dice-* shows them; $move: what the move did, as a done-* clause says it.

throw-para-kept = { $who } threw { $faces }: pa ra! { $kept } kept, throws again
throw-third-para = { $who } threw { $faces }: a third pa ra in a row! { side-wins }
throw-choosing = { $who } threw { $dice } and is choosing a move
throw-no-move = { $who } threw { $dice }: no move possible, the turn passes
throw-no-move-kept-lost = { $who } threw { $dice }: no move possible, the turn passes; the { $kept } kept are lost
throw-moved = { $who } threw { $dice }: { $move }
throw-moved-again = { $who } threw { $dice }: { $move }, and throws again
throw-moved-won = { $who } threw { $dice }: { $move }. { side-wins }
# $side: the winning side's name; $partners: yes when two partners won together, else no.
side-wins = { $side } { $partners ->
        [yes] win
       *[no] wins
    }!

## The dice ($first, $second: their numbers; $kept: pa ras kept from before)

dice-para = { $faces } (pa ra)
dice = { $faces } ({ $first } + { $second })
dice-kept = { $faces } ({ $first } + { $second }, { $kept } kept)

## What a move did, a clause after the throw ($target: the spot it went to)

done-rethrow = rethrow, { $kept } kept
done-crooked-nine = crooked nine! { $coins ->
        [one] the one coin
       *[other] all { $coins } coins
    } in hand onto spot 9
done-open = opening with { coins } on { $target }
done-open-kill = opening with { coins } on { $target }, killing { victim }
done-home = { mover } came home ({ $home } of { $all } home)
done-kill = { mover } killed { victim } on { $target }
done-stack = { mover } joined the stack on { $target } (now { $stack })
done-pair = two new coins on { $target }
done-new = a new coin on { $target }
done-move = { mover } moved to { $target }
# A finish that goes on with its spare steps (R25): $rest is what the rest of the move did.
done-home-then = { mover } came home, then { $rest }

## Shared pieces

# $coins coins, counted.
coins = { $coins ->
        [one] a coin
       *[other] { $coins } coins
    }
# What moved: $mover is pair (two coins from the hand), new (one from the hand), or from a spot
# ($source) one coin or a stack of $coins.
mover = { $mover ->
        [pair] two new coins
        [new] a new coin
        [coin] the coin on { $source }
       *[stack] the stack of { $coins } on { $source }
    }
# Whose coins a kill sent back: $owner's side, $killed of them.
victim = { $owner }'s { $killed ->
        [one] coin
       *[other] { $killed } coins
    }

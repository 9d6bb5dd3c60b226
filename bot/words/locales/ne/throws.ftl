# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# A throw in the game's log. $who: the thrower's name; $faces: the dice's faces (⚃ ⚂);
# $dice: the dice as dice-* shows them; $move: what the move did, as a done-* clause says it.
# Kept steps (राखिएको) are a pa ra's two steps saved for the next throw.

throw-para-kept = { $who } ले { $faces } फाले: { -pa-ra }! { $kept } राखियो, फेरि फाल्छन्
throw-third-para = { $who } ले { $faces } फाले: लगातार तेस्रो { -pa-ra }! { side-wins }
throw-choosing = { $who } ले { $dice } फाले, { -move } छान्दै छन्
throw-no-move = { $who } ले { $dice } फाले: कुनै { -move } सम्भव छैन, { -turn } अर्कोलाई जान्छ
throw-no-move-kept-lost = { $who } ले { $dice } फाले: कुनै { -move } सम्भव छैन, { -turn } अर्कोलाई जान्छ; राखिएका { $kept } खेर गए
throw-moved = { $who } ले { $dice } फाले: { $move }
throw-moved-again = { $who } ले { $dice } फाले: { $move }, र फेरि फाल्छन्
throw-moved-won = { $who } ले { $dice } फाले: { $move }। { side-wins }
# $side: the winning side's name; $partners: yes when two partners won together, else no.
side-wins = { $side } ले { $partners ->
        [yes] सँगै जिते
       *[no] जिते
    }!

## The dice ($first, $second: their numbers; $kept: pa ras kept from before)

dice-para = { $faces } ({ -pa-ra })
dice = { $faces } ({ $first } + { $second })
dice-kept = { $faces } ({ $first } + { $second }, { $kept } राखिएको)

## What a move did, a clause after the throw ($target: the spot it went to)

done-rethrow = फेरि फाल्ने, { $kept } राखियो
done-crooked-nine = { -crooked-nine }! { $coins ->
        [one] हातको एउटै { -coin }
       *[other] हातका सबै { $coins } { -coin }
    } { -spot } 9 मा
done-open = { $target } मा { coins } खोले
done-open-kill = { $target } मा { coins } खोले, { victim } मारे
done-home = { mover } { -home } पुग्यो ({ $all } मध्ये { $home } { -home })
done-kill = { mover }ले { $target } मा { victim } मार्यो
done-stack = { mover } { $target } को { -stack }मा मिल्यो (अब { $stack })
done-pair = { $target } मा दुई नयाँ { -coin }
done-new = { $target } मा एउटा नयाँ { -coin }
done-move = { mover } { $target } मा सर्यो
# A finish that goes on with its spare steps (R25): $rest is what the rest of the move did.
done-home-then = { mover } { -home } पुग्यो, त्यसपछि { $rest }

## Shared pieces

# $coins coins, counted.
coins = { $coins ->
        [one] एउटा { -coin }
       *[other] { $coins } { -coin }
    }
# What moved: $mover is pair (two coins from the hand), new (one from the hand), or from a spot
# ($source) one coin or a stack of $coins.
mover = { $mover ->
        [pair] दुई नयाँ { -coin }
        [new] एउटा नयाँ { -coin }
        [coin] { $source } को { -coin }
       *[stack] { $source } को { $coins } { -coin }को { -stack }
    }
# Whose coins a kill sent back: $owner's side, $killed of them.
victim = { $owner } को { $killed ->
        [one] { -coin }
       *[other] { $killed } { -coin }
    }

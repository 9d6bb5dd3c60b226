# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# A throw in the game's log. $who: the thrower's name; $faces: the dice's faces (⚃ ⚂);
# $dice: the dice as dice-* shows them; $move: what the move did, as a done-* clause says it.
# The thrower is named without a case particle, as players say it aloud: a particle's form
# depends on the name's last letter, which a name in Latin letters does not have.

throw-para-kept = { $who } { -throw(form: "past") }། { $faces } { -pa-ra }! { $kept } ཉར། ཡང་{ -throw }
throw-third-para = { $who } { -throw(form: "past") }། { $faces } རིམ་པར་{ -pa-ra }་གསུམ་པ! { side-wins }
throw-choosing = { $who } { -throw(form: "past") }། { $dice } ། སྤོ་ཐབས་འདེམས་བཞིན་པ།
throw-no-move = { $who } { -throw(form: "past") }། { $dice } ། སྤོ་ཐབས་མེད། རེས་འཕོས།
throw-no-move-kept-lost = { $who } { -throw(form: "past") }། { $dice } ། སྤོ་ཐབས་མེད། རེས་འཕོས། ཉར་བའི་ { $kept } ཤོར།
throw-moved = { $who } { -throw(form: "past") }། { $dice } ། { $move }
throw-moved-again = { $who } { -throw(form: "past") }། { $dice } ། { $move }། ཡང་{ -throw }
throw-moved-won = { $who } { -throw(form: "past") }། { $dice } ། { $move }། { side-wins }
# $side: the winning side's name; $partners: yes when two partners won together, else no.
side-wins = { $side } { $partners ->
        [yes] གཉིས་ཀ་{ -victory }་ཐོབ!
       *[no] { -victory }་ཐོབ!
    }

## The dice ($first, $second: their numbers; $kept: pa ras kept from before)

dice-para = { $faces } ({ -pa-ra })
dice = { $faces } ({ $first } + { $second })
dice-kept = { $faces } ({ $first } + { $second }, { $kept } ཉར་ཡོད)

## What a move did, a clause after the throw ($target: the spot it went to)

done-rethrow = བསྐྱར་དུ་{ -throw } ({ $kept } ཉར)
done-crooked-nine = { -crooked-nine }! { $coins ->
        [1] ལག་ན་ཡོད་པའི་{ -coin }་གཅིག་པོ་
       *[other] ལག་ན་ཡོད་པའི་{ -coin }་ { $coins } ཚང་མ་
    }{ -spot }་ 9 ཐོག་ལ་བཞག
done-open = { -open(form: "past") }། { -spot }་ { $target } ཐོག་ { coins }
done-open-kill = { -open(form: "past") }། { -spot }་ { $target } ཐོག་ { coins }། { victim } { -kill(form: "past") }
done-home = { mover } { -home }་སོང་། ({ -home }་ { $home }/{ $all })
done-kill = { mover } { -spot }་ { $target } ཐོག་ { victim } { -kill(form: "past") }
done-stack = { mover } { -spot }་ { $target } ཐོག་གི་{ -stack }་ལ་ཞུགས། (ད་ { $stack })
done-pair = { -coin }་གསར་པ་གཉིས་{ -spot }་ { $target } ཐོག་བཞག
done-new = { -coin }་གསར་པ་གཅིག་{ -spot }་ { $target } ཐོག་བཞག
done-move = { mover } { -spot }་ { $target } ལ་སྤོས
# A finish that goes on with its spare steps (R25): $rest is what the rest of the move did.
done-home-then = { mover } { -home }་སོང་། དེ་ནས་ { $rest }

## Shared pieces

# $coins coins, counted.
coins = { $coins ->
        [1] { -coin }་གཅིག
       *[other] { -coin }་ { $coins }
    }
# What moved: $mover is pair (two coins from the hand), new (one from the hand), or from a spot
# ($source) one coin or a stack of $coins.
mover = { $mover ->
        [pair] { -coin }་གསར་པ་གཉིས་
        [new] { -coin }་གསར་པ་
        [coin] { -spot }་ { $source } ཐོག་གི་{ -coin }་
       *[stack] { -spot }་ { $source } ཐོག་གི་{ -stack } ({ -coin }་ { $coins })
    }
# Whose coins a kill sent back: $owner's side, $killed of them ("one of Dawa's": the kill
# says they are coins).
victim = { $owner } ཕྱོགས་ཀྱི{ $killed ->
        [1] ་གཅིག
       *[other] ་ { $killed }
    }

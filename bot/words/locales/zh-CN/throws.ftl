# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# A throw in the game's log. $who: the thrower's name; $faces: the dice's faces (⚃ ⚂);
# $dice: the dice as dice-* shows them; $move: what the move did, as a done-* clause says it.

throw-para-kept = { $who } 掷出 { $faces }：{ -pa-ra }！存下 { $kept } 步，再掷一次
throw-third-para = { $who } 掷出 { $faces }：连续第三个{ -pa-ra }！{ side-wins }
throw-choosing = { $who } 掷出 { $dice }，正在选走法
throw-no-move = { $who } 掷出 { $dice }：无路可走，轮到下一位
throw-no-move-kept-lost = { $who } 掷出 { $dice }：无路可走，轮到下一位；存下的 { $kept } 步作废
throw-moved = { $who } 掷出 { $dice }：{ $move }
throw-moved-again = { $who } 掷出 { $dice }：{ $move }，再掷一次
throw-moved-won = { $who } 掷出 { $dice }：{ $move }。{ side-wins }
# $side: the winning side's name; $partners: yes when two partners won together, else no.
side-wins = { $side } { $partners ->
        [yes] 一起获胜！
       *[no] 获胜！
    }

## The dice ($first, $second: their numbers; $kept: pa ras kept from before)

dice-para = { $faces }（{ -pa-ra }）
dice = { $faces }（{ $first } + { $second }）
dice-kept = { $faces }（{ $first } + { $second }，存 { $kept }）

## What a move did, a clause after the throw ($target: the spot it went to)

done-rethrow = 重掷，存 { $kept } 步
done-crooked-nine = { -crooked-nine }！手中的 { $coins } 枚{ -coin }放上第 9 { -spot }
done-open = { -opening }：{ coins }放上第 { $target } { -spot }
done-open-kill = { -opening }：{ coins }放上第 { $target } { -spot }，{ -kill } { victim }
done-home = { mover }到达{ -home }（{ -home } { $home }/{ $all }）
done-kill = { mover }在第 { $target } { -spot }{ -kill }了 { victim }
done-stack = { mover }在第 { $target } { -spot }叠上（现在一{ -stack } { $stack } 枚）
done-pair = 两枚新{ -coin }放上第 { $target } { -spot }
done-new = 一枚新{ -coin }放上第 { $target } { -spot }
done-move = { mover }走到第 { $target } { -spot }
# A finish that goes on with its spare steps (R25): $rest is what the rest of the move did.
done-home-then = { mover }到达{ -home }，接着{ $rest }

## Shared pieces

# $coins coins, counted (Chinese has no plural: a count and its measure word, 枚).
coins = { $coins } 枚{ -coin }
# What moved: $mover is pair (two coins from the hand), new (one from the hand), or from a spot
# ($source) one coin or a stack of $coins.
mover = { $mover ->
        [pair] 两枚新{ -coin }
        [new] 一枚新{ -coin }
        [coin] 第 { $source } { -spot }的{ -coin }
       *[stack] 第 { $source } { -spot }那{ -stack } { $coins } 枚{ -coin }
    }
# Whose coins a kill sent back: $owner's side, $killed of them.
victim = { $owner } 的 { $killed } 枚{ -coin }

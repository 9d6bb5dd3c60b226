# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# A game's replay: the board after one step, and buttons to step through the game.
# replay-slow-jump names the jump button by its label (replay-jump).

# $board: the board's own title.
replay-title = खेल #{ $game } को रिप्ले · { $board }
replay-start = खेलको सुरुवात।
replay-footer = चरण { $step } / { $last } · { -throw } { $throw } / { $throws }
replay-first = ⏮ पहिलो
replay-back = ◀ पछाडि
replay-next = अगाडि ▶
replay-last = अन्तिम ⏭
replay-jump = { -throw }मा जानुहोस्…
replay-watch = रिप्ले
replay-slow-jump = रिप्ले खुल्न अहिले अलि समय लागिरहेको छ। केही सेकेन्डपछि फेरि “{ -throw }मा जानुहोस्” थिच्नुहोस्।
replay-jump-title = कुनै { -throw }मा जानुहोस्
replay-jump-label = { -throw } नम्बर
replay-jump-range = 1 देखि { $throws } सम्म

# Choosing a move in two steps when a throw has many (bot/ui/move_choice.py): first what moves,
# then how far it goes.

# A move of a stack already chosen, named by its steps: "+2" in "+2 → 11".
choice-distance = +{ $distance }
# What moves, on the first step's buttons. $source: the spot the stack stands on.
choice-source-new = New coin
choice-source = { $coins ->
        [one] Coin on { $source }
       *[other] Stack of { $coins } on { $source }
    }
choice-back = ← Back
choice-more = More →

# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# Choosing a move in two steps when a throw has many (bot/ui/table/choice.py): first what moves,
# then how far it goes.

# A move of a stack already chosen, named by its steps: "+2" in "+2 → 11".
choice-distance = +{ $distance }
# What moves, on the first step's buttons, short (three to a phone's line): $source, the spot
# the stack stands on; a stack's size as the move buttons show it (×2).
choice-source-new = नयाँ { -coin }
choice-source = { $coins ->
        [one] { $source } को { -coin }
       *[other] { $source } को { -stack } (×{ $coins })
    }
choice-back = ← पछाडि
choice-more = थप →

# The table options and presets (docs/rules.md R21-R28), said by bot/render/rules_words.py.
#
# Every option of bot/engine/options.py has its messages here, keyed by its key (underscores as
# hyphens) and its values as JSON names them (true, false, kept, choose, ...):
#   option-<key>-name               its name, as the settings panel shows it
#   option-<key>-help               what it does, in plain words (no rule numbers): the slash
#                                   commands' description of its parameter (100 characters)
#   option-<key>-<value>            the option set to that value, in a few words
#   option-<key>-<value>-explained  every value but the first (the table rule), as /sho rules
#                                   explains it
#   option-<key>-<value>-choice     for an option that is not true or false: the slash
#                                   commands' choice of that value (100 characters)
# A new option adds its messages here and nothing else;
# tests/render/test_render_rules_words.py checks that each option has them.

option-stacking-ends-turn-name = Stacking ends the turn
option-stacking-ends-turn-help = Landing on your own coins still stacks them, but earns no extra throw
option-stacking-ends-turn-false = stacking throws again
option-stacking-ends-turn-true = stacking ends the turn
option-stacking-ends-turn-true-explained = **Stacking ends the turn:** some players give an extra throw only for a kill. Landing on your own coins still stacks them, but your turn ends. Kills still earn another throw.

option-no-nine-stack-name = No stack of nine
option-no-nine-stack-help = A stack of all nine coins is not allowed
option-no-nine-stack-false = stacks of nine allowed
option-no-nine-stack-true = no stack of nine
option-no-nine-stack-true-explained = **No stack of nine:** all nine coins never travel as one stack. Any move that would make a stack of nine is not allowed, an opening that would have to put down nine passes instead, and a crooked nine with all nine coins in hand becomes an ordinary opening of nine (two coins on spot 9).

option-last-kill-ends-turn-name = A last kill ends the turn
option-last-kill-ends-turn-help = Killing the last coins a side has on the track earns no extra throw
option-last-kill-ends-turn-false = a last kill throws again
option-last-kill-ends-turn-true = a last kill ends the turn
option-last-kill-ends-turn-true-explained = **Last kill ends the turn:** killing the last coins an opponent has on the track earns no extra throw (with partners, the last coins of the pair). Other kills still do.

option-triple-para-wins-name = Three pa ra win
option-triple-para-wins-help = A third pa ra in a row wins the game
option-triple-para-wins-false = three pa ra do not win
option-triple-para-wins-true = three pa ra win
option-triple-para-wins-true-explained = **Three pa ra win:** a third pa ra in a row within one throw wins the game at once, whatever is still on the track. An extra throw starts a new count.

option-leftover-steps-name = Spare steps move on
option-leftover-steps-help = A stack going home with steps to spare must use them on another move
option-leftover-steps-false = spare steps are lost
option-leftover-steps-true = spare steps move on
option-leftover-steps-true-explained = **Spare steps move on:** a stack that goes home with steps to spare must use them: enter a coin or move another stack by exactly those steps, if any such move is allowed (else they are lost). A stack that goes home with steps to spare again goes on again. The whole is one move; only its last part can earn another throw.

option-para-name = Pa ra
option-para-help = What a pa ra offers: kept, choose (move 2 or rethrow), lhasa (two coins too)
option-para-kept = pa ra kept
option-para-choose = pa ra: move 2 or rethrow
option-para-lhasa = pa ra: move 2 or two coins or rethrow
option-para-choose-explained = **Pa ra, move or rethrow:** a pa ra offers every move of two steps (plus any kept steps), or **rethrow**: keep the two and throw again. After a rethrow the next throw moves by the kept steps plus its total, one distance only.
option-para-lhasa-explained = **Pa ra, Lhasa style:** as move or rethrow, and also **two coins** from your hand together on that spot as one stack: they kill a stack of one or two and are blocked by three.
option-para-kept-choice = kept: { option-para-kept }
option-para-choose-choice = choose: { option-para-choose }
option-para-lhasa-choice = lhasa: { option-para-lhasa }

option-openings-name = Openings
option-openings-help = Every opening as the first, or later openings put down two coins
option-openings-every = every opening as the first
option-openings-first = later openings: two coins
option-openings-first-explained = **Later openings: two coins:** only your side's first opening is as usual. A later one puts two coins (one if that is all you hold) on the spot: they kill a stack of at most that many, and a bigger stack blocks them and the throw passes. The crooked nine is unchanged.
option-openings-every-choice = every: { option-openings-every }
option-openings-first-choice = first: { option-openings-first }

# The options a board's table plays otherwise than the table rules; $rules: their phrases
# (option-<key>-<value>), listed with option-list-separator.
option-house-rules = House rules: { $rules }
# Between the phrases of a list of options.
option-list-separator = {", "}

# The presets, by their value ($preset: table, app, lhasa): each fills every option at once.
preset-name = { $preset ->
        [app] SHO app
        [lhasa] Lhasa (Namchen)
       *[table] classic
    }
preset-blurb = { $preset ->
        [app] as the SHO app plays
        [lhasa] as the Namchen restaurant in Lhasa plays
       *[table] the table rules of Tibetan and Sherpa homes
    }
# The slash commands' choice of a preset, by its value (100 characters).
preset-choice = { preset-name }: { preset-blurb }
# A preset with some options set otherwise; $changes: their phrases (option-<key>-<value>),
# listed with option-list-separator.
preset-changed = { preset-name }, but { $changes }

# The post-game analysis (issue 38): luck and skill, from a finished game's record
# (bot/ui/review/analysis.py, cogs/analysis.py). Win chances are given in percentage points:
# $luck signed ("+12.3", "-4.0"), $given_up plain ("0.6").

## Words for the scales (bot/ai/analysis/scale.py)

# A side's luck over the game ($luck_word: very-lucky, lucky, even, unlucky, very-unlucky).
analysis-luck-word = { $luck_word ->
        [very-lucky] very lucky
        [lucky] lucky
        [even] even luck
        [unlucky] unlucky
       *[very-unlucky] very unlucky
    }
# A person's play over the game ($label: world-class ... beginner).
analysis-label = { $label ->
        [world-class] World class
        [expert] Expert
        [advanced] Advanced
        [intermediate] Intermediate
        [casual] Casual
       *[beginner] Beginner
    }

## One line per person under the game's summary, once the analysis is ready

analysis-summary-line = ⚖️ **{ $name }**: luck { $luck } ({ analysis-luck-word }) · { $decisions ->
        [0] no choices to judge
        [one] { analysis-label }, { $given_up } given up on its one choice
       *[other] { analysis-label }, { $given_up } given up a choice over { $decisions } choices
    }

## The private view: the Analysis button under the summary, and /sho analysis

analysis-button = Analysis
analysis-title = Analysis of game #{ $game }
analysis-graph-heading = **Win chance**, from the first throw to the last ({ $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }):
analysis-moments-heading = **Key moments**
analysis-moment-luck = Throw { $throw }: a { $luck_sign ->
        [up] lucky
       *[down] unlucky
    } throw for { $name } ({ $swing })
analysis-moment-error = Throw { $throw }: { $name }'s choice gave up { $swing }
analysis-no-moments = No throw or choice swung the game much.
analysis-figures-heading = **Figures**
analysis-person = **{ $name }**: luck { $luck } ({ analysis-luck-word }); { $very_lucky ->
        [one] { $very_lucky } very lucky throw
       *[other] { $very_lucky } very lucky throws
    }, { $very_unlucky } very unlucky
analysis-person-play = { $decisions ->
        [0] No choices of { $name }'s to judge (the computer played, or every move was forced).
       *[other] { analysis-label }: { $decisions ->
            [one] { $decisions } choice
           *[other] { $decisions } choices
        }, { $errors ->
            [one] { $errors } error
           *[other] { $errors } errors
        }, { $blunders ->
            [one] { $blunders } blunder
           *[other] { $blunders } blunders
        }, { $given_up } given up a choice on average.
    }
analysis-skill-winner = On skill alone, with the dice's part taken out: { $name } { $same ->
        [yes] won anyway.
       *[no] would have won.
    }
analysis-moment-button = Throw { $throw }
analysis-footer = Luck: how much each throw moved its side's chance against the average of the 21 throws. Given up: the chance a choice lost against the best one.

## /sho stats: a player's averages over their analysed games

analysis-stats = { $games ->
        [one] Over { $games } analysed game: luck { $luck } a game
       *[other] Over { $games } analysed games: luck { $luck } a game
    }{ $judged ->
        [0] .
       *[other] , { $given_up } given up a choice.
    }

## The command in Discord's command picker (cogs/described.py)

command-analysis = Luck and skill in a finished game, privately
command-analysis-game = The game's number (see /sho history)

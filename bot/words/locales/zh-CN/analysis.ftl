# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The post-game analysis (issue 38): luck and skill, from a finished game's record
# (bot/ui/review/analysis.py, cogs/analysis.py). Win chances are given in percentage points:
# $luck signed ("+12.3", "-4.0"), $given_up plain ("0.6"); Chinese says 点胜率 after them.

## Words for the scales (bot/ai/analysis/scale.py)

# A side's luck over the game ($luck_word: very-lucky, lucky, even, unlucky, very-unlucky).
analysis-luck-word = { $luck_word ->
        [very-lucky] 非常走运
        [lucky] 走运
        [even] 运气平平
        [unlucky] 不走运
       *[very-unlucky] 非常不走运
    }
# A person's play over the game ($label: world-class ... beginner).
analysis-label = { $label ->
        [world-class] 世界级
        [expert] 专家
        [advanced] 高手
        [intermediate] 中等
        [casual] 休闲
       *[beginner] 新手
    }

## One line per person under the game's summary, once the analysis is ready

analysis-summary-line = ⚖️ **{ $name }**：运气 { $luck }（{ analysis-luck-word }）· { $decisions ->
        [0] 没有可评判的选择
       *[other] { analysis-label }，{ $decisions } 次选择平均每次损失 { $given_up } 点胜率
    }

## The private view: the Analysis button under the summary, and /sho analysis

analysis-button = 分析
analysis-title = 对局 #{ $game } 分析
analysis-graph-heading = **胜率**，从第一掷到最后一掷（共 { $throws } 掷）：
analysis-moments-heading = **关键时刻**
analysis-moment-luck = 第 { $throw } 掷：{ $name } { $luck_sign ->
        [up] 走运的一掷
       *[down] 不走运的一掷
    }（{ $swing }）
analysis-moment-error = 第 { $throw } 掷：{ $name } 的选择损失了 { $swing }
analysis-no-moments = 没有哪一掷或哪个选择大幅改变了局势。
analysis-figures-heading = **数据**
analysis-person = **{ $name }**：运气 { $luck }（{ analysis-luck-word }）；非常走运 { $very_lucky } 掷，非常不走运 { $very_unlucky } 掷
analysis-person-play = { $decisions ->
        [0] { $name } 没有可评判的选择（电脑代打，或每一步都只有一种走法）。
       *[other] { analysis-label }：{ $decisions } 次选择，{ $errors } 次失误，{ $blunders } 次大错，平均每次选择损失 { $given_up } 点胜率。
    }
analysis-skill-winner = 只看技术、去掉骰子的因素：{ $name } { $same ->
        [yes] 照样获胜。
       *[no] 本会获胜。
    }
analysis-moment-button = 第 { $throw } 掷
analysis-footer = 运气：每一掷让本方胜率比 21 种掷法的平均多变动了多少。损失：一个选择比最佳选择少了多少胜率。

## /sho stats: a player's averages over their analysed games

analysis-stats = 已分析的 { $games } 局中：每局运气 { $luck }{ $judged ->
        [0] 。
       *[other] ，平均每次选择损失 { $given_up } 点胜率。
    }

## The command in Discord's command picker (cogs/described.py)

command-analysis = 私下查看一局已结束对局的运气和技术
command-analysis-game = 对局编号（见 /sho history）

# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

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
# A choice keeps its value's English name in front (kept, choose, lhasa...), as the presets'
# choices do: it is what the rules pages and /sho rules preset: name.

option-stacking-ends-turn-name = 叠上后结束本轮
option-stacking-ends-turn-help = 落在自己的{ -coin }上仍会叠上，但不能再掷一次
option-stacking-ends-turn-false = 叠上可以再掷
option-stacking-ends-turn-true = 叠上后结束本轮
option-stacking-ends-turn-true-explained = **叠上后结束本轮：**有些玩家只在{ -kill }对方时才给多掷一次。落在自己的{ -coin }上仍会叠成一{ -stack }，但你这一轮就结束了。{ -kill }对方仍然可以再掷一次。

option-no-nine-stack-name = 不许九枚一{ -stack }
option-no-nine-stack-help = 不允许九枚{ -coin }全部叠成一{ -stack }
option-no-nine-stack-false = 允许九枚一{ -stack }
option-no-nine-stack-true = 不许九枚一{ -stack }
option-no-nine-stack-true-explained = **不许九枚一{ -stack }：**九枚{ -coin }永远不会叠成一{ -stack }一起走。任何会叠出九枚的走法都不允许；必须放下九枚的{ -opening }改为跳过；手中九枚都在时掷出{ -crooked-nine }，就只算普通的九点{ -opening }（两枚放上第 9 { -spot }）。

option-last-kill-ends-turn-name = 最后一吃结束本轮
option-last-kill-ends-turn-help = { -kill }某方在赛道上的最后几枚{ -coin }，不能再掷一次
option-last-kill-ends-turn-false = 最后一吃可以再掷
option-last-kill-ends-turn-true = 最后一吃结束本轮
option-last-kill-ends-turn-true-explained = **最后一吃结束本轮：**{ -kill }对手在赛道上的最后几枚{ -coin }，不能再掷一次（有{ -partner }时，指两人共有的最后几枚）。其他的{ -kill }照样可以再掷。

option-triple-para-wins-name = 三个{ -pa-ra }获胜
option-triple-para-wins-help = 连续第三个{ -pa-ra }直接获胜
option-triple-para-wins-false = 三个{ -pa-ra }不算获胜
option-triple-para-wins-true = 三个{ -pa-ra }获胜
option-triple-para-wins-true-explained = **三个{ -pa-ra }获胜：**在同一掷里连续掷出第三个{ -pa-ra }，立刻获胜，不管赛道上还剩什么。多掷的一次重新计数。

option-leftover-steps-name = 余步继续走
option-leftover-steps-help = 一{ -stack }到达{ -home }时多出的步数，必须用在另一步上
option-leftover-steps-false = 余步作废
option-leftover-steps-true = 余步继续走
option-leftover-steps-true-explained = **余步继续走：**一{ -stack }到达{ -home }后还有余步，就必须用掉：从{ -hand }放一枚{ -coin }，或把另一{ -stack }正好走这么多步，只要有这样的走法（没有就作废）。这样到达{ -home }又有余步的，就接着再走。整个过程算一步；只有最后一部分能再掷一次。

option-para-name = { -pa-ra }
option-para-help = { -pa-ra }怎么算：kept（存步）、choose（走 2 步或重掷）、lhasa（还可放两枚）
option-para-kept = 存下{ -pa-ra }
option-para-choose = { -pa-ra }：走 2 步或重掷
option-para-lhasa = { -pa-ra }：走 2 步、放两枚或重掷
option-para-choose-explained = **{ -pa-ra }，走或重掷：**掷出{ -pa-ra }时，可以走任何一种 2 步的走法（加上存下的步数），或者**重掷**：存下这 2 步再掷一次。重掷之后，下一掷按存下的步数加上点数走，只能走这一个距离。
option-para-lhasa-explained = **{ -pa-ra }，拉萨玩法：**和“走或重掷”一样，另外还可以从{ -hand }拿**两枚{ -coin }**一起放上那一{ -spot }，叠成一{ -stack }：它们能{ -kill }一枚或两枚的一{ -stack }，遇到三枚的会被挡住。
option-para-kept-choice = kept：{ option-para-kept }
option-para-choose-choice = choose：{ option-para-choose }
option-para-lhasa-choice = lhasa：{ option-para-lhasa }

option-openings-name = { -opening }
option-openings-help = 每次{ -opening }都和第一次一样，或之后的{ -opening }只放两枚{ -coin }
option-openings-every = 每次{ -opening }都和第一次一样
option-openings-first = 之后的{ -opening }：两枚
option-openings-first-explained = **之后的{ -opening }放两枚：**只有你方第一次{ -opening }照常。之后的{ -opening }在那一{ -spot }放两枚{ -coin }（手中只剩一枚就放一枚）：它们能{ -kill }不超过这个数的一{ -stack }，遇到更大的一{ -stack }会被挡住，这一掷作废。{ -crooked-nine }不变。
option-openings-every-choice = every：{ option-openings-every }
option-openings-first-choice = first：{ option-openings-first }

# The options a board's table plays otherwise than the table rules; $rules: their phrases
# (option-<key>-<value>), listed with option-list-separator.
option-house-rules = 家规：{ $rules }
# Between the phrases of a list of options: the Chinese enumeration comma.
option-list-separator = {"、"}

# The presets, by their value ($preset: table, app, lhasa): each fills every option at once.
# The table rules are called 传统 (traditional, English's 'classic'); the Namchen restaurant
# keeps its name.
preset-name = { $preset ->
        [app] SHO app
        [lhasa] 拉萨（Namchen）
       *[table] 传统
    }
preset-blurb = { $preset ->
        [app] 照 SHO app 的玩法
        [lhasa] 照拉萨 Namchen 餐厅的玩法
       *[table] 藏族和夏尔巴人家中的玩法
    }
# The slash commands' choice of a preset, by its value (100 characters).
preset-choice = { preset-name }：{ preset-blurb }
# A preset with some options set otherwise; $changes: their phrases (option-<key>-<value>),
# listed with option-list-separator.
preset-changed = { preset-name }，但{ $changes }

# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho rules: the rules of Sho in a player's words, a page per topic (bot/ui/rules/pages.py,
# bot/ui/rules/message.py, cogs/rules.py). They restate docs/rules.md (R1-R28) for people at the
# table; the engine is the authority. The Tibetan of each game word is given once, in brackets.

# The slash command's words (cogs/described.py; 100 characters each).
command-rules = 一页一页学 { -sho } 怎么玩
command-rules-preset = 讲解这套规则（默认：这里的对局，或本服务器的规则）

# A page's card: its heading ($title, a page's title, rules-<topic>-title); its small print; its buttons.
rules-page-title = { -sho } 规则：{ $title }
rules-page = 第 { $page }/{ $pages } 页
rules-previous = 上一页
rules-next = 下一页

# The first page of a table whose rules differ from the table rules: $preset, the preset it was
# made from (table, app, lhasa); $changes, the options set otherwise than that preset (their
# phrases, option-<key>-<value>, listed with option-list-separator). A list of the differences
# from the table rules follows (option-<key>-<value>-explained), unless there are none (-as-table).
rules-differences-title = { preset-name }规则
rules-differences = 这是**{ preset-name }**规则，{ preset-blurb }。和后面几页的传统规则不同的地方，以本页为准：
rules-differences-changed = 这是**{ preset-name }**规则，{ preset-blurb }，但{ $changes }。和后面几页的传统规则不同的地方，以本页为准：
rules-differences-as-table = 这是**{ preset-name }**规则，{ preset-blurb }：也就是后面几页的传统规则。
rules-differences-changed-as-table = 这是**{ preset-name }**规则，{ preset-blurb }，但{ $changes }：也就是后面几页的传统规则。

# The pages of the table rules, in order: each a title and a body in markdown. The house rules
# page lists every option's explanation (option-<key>-<value>-explained) between rules-house and
# rules-presets.

rules-glance-title = { -sho } 一览
rules-glance = { -sho }（ཤོ）是藏族和夏尔巴人家中的掷骰游戏。两颗骰子装在木制{ -dice-cup }（ཤོ་ཕོར）里，重重扣在皮革{ -dice-pad }（ཤོ་གདན）上；每方九枚{ -coin }，沿着 64 枚{ -shell }摆成的螺旋赛跑。

    - **玩家：**2 到 4 人。2 人或 3 人时各自为战。4 人时，对面而坐的两人是{ -partner }：1 号和 3 号座对 2 号和 4 号座。
    - **{ -coin }：**每方九枚。{ -partner }共用一套九枚，两人都可以走其中任何一枚。
    - **赛道：**{ -coin }停在{ -shell }后面的空隙里，也就是第 1 到 63 { -spot }。第 7 { -spot }的{ -coin }就在第七枚{ -shell }后面。过了最后一枚{ -shell }就是{ -home }。
    - **轮流：**按座位顺序轮流。轮到你时，两颗骰子一起掷，用点数之和。
    - **目标：**最先把九枚{ -coin }全部送到{ -home }的一方获胜。{ -partner }一起获胜。

rules-opening-title = { -opening }
rules-opening = 你方在赛道上没有{ -coin }时，这一掷就是**{ -opening }**：

    - 两枚{ -coin }叠成一{ -stack }，一起放上和点数相同的那一{ -spot }。掷出 5，就把两枚{ -coin }放上第 5 { -spot }。
    - 掷出**{ -pa-ra }**（两个 1）或**{ -sug }**（点数和为 3）时，改放**三枚**。{ -opening }时的{ -pa-ra }不存步，也不再掷。
    - 如果那一{ -spot }已经有对方的一{ -stack }，不管多大都会被{ -kill }，你放下的{ -coin }比它多一枚（但不少于你的两枚或三枚）。所以两人用同样的点数{ -opening }时，后开的会{ -kill }先开的两枚，放下三枚。
    - 放下的{ -coin }不会多于你手中有的，但手中不够时照样能{ -kill }。
    - { -opening }永远不能再掷：轮到下一位。

    只要你方在赛道上什么都没有了，比如所有的{ -stack }都被{ -kill }之后，就重新{ -opening }。

rules-moving-title = 走子
rules-moving = 赛道上有了{ -coin }之后，每一掷都正好做两件事中的一件：

    - **放入**：从{ -hand }拿一枚新{ -coin }，放上和点数相同的那一{ -spot }；或者
    - **前进**：把你的某一{ -stack }向前走点数那么多步。整{ -stack }一起走：{ -stack }永远不会拆开。

    { -coin }一路跳过所有东西，只看落在哪一{ -spot }。一{ -spot }只能有一方的{ -coin }，而且总是叠成一{ -stack }。

    只要有走法，就必须走一种。只有一种走法时，会自动替你走。一种也没有时，这一掷作废，轮到下一位。

rules-stacking-title = 叠上和{ -kill }
rules-stacking = - **叠上：**落在自己的{ -coin }上，它们就合成更大的一{ -stack }，从此一掷一起走。叠上可以**再掷一次**。
    - **{ -kill }（sod，གསོད）：**落在对方的一{ -stack }上，只要它和你的一样大或更小，你就{ -kill }它：那些{ -coin }回到主人手中，必须重新绕一圈。{ -kill }对方可以**再掷一次**。
    - **挡住：**对方比你大的一{ -stack }会挡住你。你不能落在那里，所以那种走法不允许。
    - 从手中放入的一枚新{ -coin }能{ -kill }对方的单枚{ -coin }，遇到两枚或以上的一{ -stack }会被挡住。

    多掷可以无限连下去：{ -kill }对方再掷一次，接着叠上又再掷一次，以此类推。{ -partner }的{ -coin }可以叠在一起，彼此永远不会{ -kill }。

rules-para-title = { -pa-ra }
rules-para = 两个 1 叫**{ -pa-ra }**（པ་ར）。掷出它不走子：存下这 2 步，马上再掷一次。

    - 下一掷时，你可以按新的点数走，按存下的 2 步走，或者两者相加走，但仍然只走一步。
    - 再掷出{ -pa-ra }也会存下，再加 2 步：连续两个{ -pa-ra }存 4 步，三个存 6 步。
    - 如果最后无路可走，存下的步数随这一掷一起作废。
    - { -opening }时，{ -pa-ra }就是把三枚{ -coin }放上赛道。

    { -pa-ra }之后的那一掷属于同一掷，不算多掷的一次，不管设了什么对局选项。

rules-crooked-nine-title = { -crooked-nine }
rules-crooked-nine = 掷出一个 3 和一个 6，叫**{ -crooked-nine }**（dgu sna kyog，དགུ་སྣ་ཀྱོག）。

    如果你方以前{ -opening }过，现在赛道上没有{ -coin }，而且第 9 { -spot }是空的，{ -crooked-nine }就把**你手中所有的{ -coin }**叠成一{ -stack }放上第 9 { -spot }。

    如果第 9 { -spot }有对方的一{ -stack }，或者你方还从没{ -opening }过，它就只是普通的九点{ -opening }：两枚{ -coin }放上第 9 { -spot }，或者比那里对方的一{ -stack }多放一枚，并把它{ -kill }。

    你在赛道上有{ -coin }时，3 和 6 就只是普通的九点。

rules-finishing-title = 到达{ -home }和获胜
rules-finishing = 一{ -stack }走到或越过最后一枚{ -shell }后面的空隙（64 或以上），就离开赛道，到达{ -home }。不需要正好掷中，多出的步数作废。

    - 新{ -coin }永远不能从手中直接到达{ -home }。
    - 到达{ -home }会结束你这一轮：不能再掷。
    - 如果你方所有的{ -stack }都到了{ -home }，但手中还有{ -coin }，下一掷就重新{ -opening }。

    一方九枚{ -coin }全部到达{ -home }，游戏立刻结束。这一方获胜；四人局里两位{ -partner }一起获胜。

rules-house-title = 家规和预设
rules-house = 各家玩 { -sho } 的规矩不尽相同。下面每一处不同都是一个选项，在开局时（`/sho new`）选好，整局不变；传统规则里它们全都关闭，也就是前面几页讲的玩法。
rules-presets = **预设**一次填好所有选项：**table**（传统，所有选项关闭）、**app**（照 SHO app：{ -pa-ra }走或重掷、三个{ -pa-ra }获胜、余步继续走、最后一吃结束本轮）和 **lhasa**（照拉萨 Namchen 餐厅：{ -pa-ra }可放两枚、最后一吃结束本轮、之后的{ -opening }放两枚）。`/sho rules preset:app` 会讲解其中一套。

rules-places-title = 名次和积分
rules-places = { -sho } 只有一个赢家：最先把九枚{ -coin }全部送到{ -home }的一方。为了机器人的排行榜，其他各方也排名次：

    - **名次：**赢家之后，到达{ -home }的{ -coin }多的一方在前；一样多时，{ -coin }还要走的步数少的一方在前（第 50 { -spot }的{ -coin }还差 14 步，手中的{ -coin }还差 64 步）。两项都相同的各方名次并列。{ -partner }共享本方的名次。
    - **离开：**离开或被移出的玩家记为最后，不管谁赢，即使之后游戏被结束也一样。
    - **放弃的对局：**没人获胜就结束的对局，对其他人都不算。
    - **积分：**只有真人之间的对局才计积分（OpenSkill，{ -partner }算一队）；有电脑座位的对局会记入你的战绩，但不计积分。你的积分是保守的估计，从 25 开始，前五局计分对局里都是暂定的。见 /sho leaderboard、/sho stats 和 /sho history。

rules-tips-title = 技巧和用语
rules-tips = **技巧**
    - { -stack }就是力量：大的一{ -stack }一掷能走很多枚{ -coin }，只有一样大或更大的一{ -stack }才能{ -kill }它。
    - 两颗骰子最常见的点数和是 7：在对方一{ -stack }前面 6 到 8 { -spot }的单枚{ -coin }最危险。
    - 对手在赛道上什么都没有时，离第 2 到 12 { -spot }远一点：{ -opening }会{ -kill }落点上的任何东西。
    - 找一步两用的走法：既脱离危险，又能再掷一次。
rules-words-heard = **你会听到的词**
    - **{ -sho }**（ཤོ）：骰子，也指用骰子玩的这个游戏。
    - **{ -pa-ra }**（པ་ར，pa ra）：掷出两个 1。
    - **{ -sug }**（སུག，sug）：点数和为 3。
    - **{ -crooked-nine }**（དགུ་སྣ་ཀྱོག，dgu sna kyog）：一个 3 和一个 6。
    - **{ -kill }**（གསོད，sod，本义“杀”）：把对方的一{ -stack }打回手中。
    - **{ -dice-cup }**（ཤོ་ཕོར，sho phor）：木制的骰碗。**{ -dice-pad }**（ཤོ་གདན，sho den）：皮革骰垫。
    - **{ -coin }**（ལག་ཁྱི，lag khyi，“手中的狗”）：每方在赛道上赛跑的那些{ -coin }。

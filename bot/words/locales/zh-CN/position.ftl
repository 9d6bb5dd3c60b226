# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The board around its grid: title, the last throw, a line per side, whose turn, the legend.
# $name: a seat's name; $side: a side's name (a seat's, or partners' as side-partners says it);
# both may come wrapped in markdown for bold.

position-title = { -sho } · 轮到 { $name } { $step ->
        [move] 走子
       *[throw] { -throw }
    }
position-title-won = { -sho } · { side-wins }
position-last-throw = 上一掷 { $dice }
position-thrown = { $name } 掷出 { $dice }
# The last throw ($text) and the move it made.
position-last-move = { $text }：{ $label }
position-side = { $name }：{ -hand } { $hand } · { -home } { $home }
position-side-on = { $name }：{ -hand } { $hand } · { -home } { $home } · 场上 { $track }
# A side's name with four players.
position-partners = { $name }（{ -partner }）
# $badge: the side's colour and letter.
position-turn = { $name }（{ $badge }）该{ $step ->
        [move] 走子
       *[throw] { -throw }
    }
position-kept = { -pa-ra }存步：{ $kept }
position-won = { side-wins }
position-legend = A3 = A 方一{ -stack } 3 枚{ -coin } · * = 上一步 · > v < ^ = 行进方向 · END = 出口

# Two partners' side, by their seats' names.
side-partners = { $first } & { $second }

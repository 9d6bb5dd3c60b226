# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The game's own words, said one way everywhere (docs/glossary.md, Simplified Chinese).

# The game and its dice: Chinese writers keep the Latin name, 藏式骰子游戏 Sho (ཤོ).
-sho = Sho
# པ་ར, two ones: a transliteration (pà lā).
-pa-ra = 帕拉
# སུག, a total of three: a transliteration.
-sug = 苏
# དགུ་སྣ་ཀྱོག, a three and a six: the meaning, "the crooked nine".
-crooked-nine = 歪九
# ལག་ཁྱི, a side's pieces: real coins at the table.
-coin = 硬币
# འགྲོན་བུ, one of the 64 cowrie shells of the spiral.
-shell = 贝壳
# A place on the track (after a shell): 第 9 格.
-spot = 格
# བརྩེགས, a side's coins on one spot, moving as one (一叠硬币).
-stack = 叠
# གསོད, to send an enemy stack back to its owner's hand: as in Chinese board games.
-kill = 吃掉
# Off the end of the spiral.
-home = 终点
# A side's coins not yet on the spiral.
-hand = 手中
# ཤོ་ཕོར, the wooden cup.
-dice-cup = 骰碗
# ཤོ་གདན, the leather pad.
-dice-pad = 骰垫
# ཤོ་རྒྱོབ, to throw the dice.
-throw = 掷骰
# Putting the first coins on the track.
-opening = 开局
# Four players: the two sitting opposite.
-partner = 搭档

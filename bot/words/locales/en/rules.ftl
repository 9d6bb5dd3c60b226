# /sho rules: the rules of Sho in a player's words, a page per topic (bot/ui/rules/pages.py,
# bot/ui/rules/message.py, cogs/rules.py). They restate docs/rules.md (R1-R28) for people at the
# table; the engine is the authority.

# The slash command's words (cogs/described.py; 100 characters each).
command-rules = How to play Sho, page by page
command-rules-preset = Explain these rules (default: the game here, or the server's)

# A page's card: its heading ($title, a page's title, rules-<topic>-title); its small print; its buttons.
rules-page-title = Sho rules: { $title }
rules-page = Page { $page } of { $pages }
rules-previous = Previous
rules-next = Next

# The first page of a table whose rules differ from the table rules: $preset, the preset it was
# made from (table, app, lhasa); $changes, the options set otherwise than that preset (their
# phrases, option-<key>-<value>, listed with option-list-separator). A list of the differences
# from the table rules follows (option-<key>-<value>-explained), unless there are none (-as-table).
rules-differences-title = { preset-name } rules
rules-differences = These are the **{ preset-name }** rules, { preset-blurb }. Where they differ from the table rules of the pages that follow, this page wins:
rules-differences-changed = These are the **{ preset-name }** rules, { preset-blurb }, but { $changes }. Where they differ from the table rules of the pages that follow, this page wins:
rules-differences-as-table = These are the **{ preset-name }** rules, { preset-blurb }: the table rules of the pages that follow.
rules-differences-changed-as-table = These are the **{ preset-name }** rules, { preset-blurb }, but { $changes }: the table rules of the pages that follow.

# The pages of the table rules, in order: each a title and a body in markdown. The house rules
# page lists every option's explanation (option-<key>-<value>-explained) between rules-house and
# rules-presets.

rules-glance-title = Sho at a glance
rules-glance = Sho (ཤོ) is the dice game of Tibetan and Sherpa homes. Two dice are slammed onto a leather pad in a wooden cup, and nine coins a side race round a spiral of 64 cowrie shells.

    - **Players:** 2 to 4. With 2 or 3 players everyone plays alone. With 4, the players sitting opposite each other are partners: seats 1 and 3 against seats 2 and 4.
    - **Coins:** each side has nine. Partners share one set of nine, and either partner may move any of them.
    - **The track:** coins rest in the gaps after the shells, spots 1 to 63. A coin "on 7" sits just after the seventh shell. Past the last shell is home.
    - **Turns:** the turn goes round the table in seat order. On your turn you throw both dice and use the total.
    - **Goal:** the first side to bring all nine coins home wins. Partners win together.

rules-opening-title = Opening
rules-opening = While your side has no coins on the track, your throw **opens**:

    - Two coins go on together, as one stack, on the spot matching the total. A throw of 5 puts two coins on spot 5.
    - **Pa ra** (two ones) or **sug** (a total of three) puts **three** coins on instead. A pa ra at an opening is not kept and you do not throw again.
    - If an enemy stack already stands on that spot, it is killed, however big it is, and you put down one coin more than it had (never fewer than your two or three). So when two players open with the same number, the second kills the first one's two coins and puts down three.
    - You never put down more coins than you hold in hand, but a short opening still kills.
    - An opening never earns another throw: the turn passes.

    You open again whenever your side has nothing left on the track, for example after all your stacks were killed.

rules-moving-title = Moving
rules-moving = Once you have coins on the track, every throw does exactly one of two things:

    - **Enter** one new coin from your hand on the spot that matches the total, or
    - **Move** one of your stacks forward by the total. The whole stack moves: stacks never split.

    Coins jump over everything on the way; only the spot where they land matters. A spot holds one side's coins only, always as a single stack.

    If any move is possible you must make one. When only one move is possible it is played for you. When none is possible the throw is lost and the turn passes.

rules-stacking-title = Stacking and killing
rules-stacking = - **Stacking:** land on your own coins and they join into one bigger stack. From then on they travel together with a single throw. Stacking earns **another throw**.
    - **Killing (sod):** land on an enemy stack that is the same size as yours or smaller, and you kill it: its coins go back to their owner's hand and must come round again. Killing earns **another throw**.
    - **Blocked:** an enemy stack bigger than yours blocks you. You cannot land there, so that move is not allowed.
    - A single new coin entering from your hand kills a single enemy coin, and is blocked by a stack of two or more.

    Extra throws chain without limit: a kill that earns a throw, then a stack that earns another, and so on. Partners' coins stack together and never kill each other.

rules-para-title = Pa ra
rules-para = Two ones is **pa ra** (པ་ར). You do not move with it: you keep the two steps and throw again at once.

    - On the next throw you may move by the new total, by the kept two, or by both added together, and still make just one move.
    - Throw pa ra again and it is kept too, adding another two: two pa ra in a row keep four steps, three keep six.
    - If no move is possible after all, the kept steps are lost with the throw.
    - At an opening, pa ra simply puts three coins on the track.

    The throw after pa ra is part of the same throw, not an extra one, whatever table options are set.

rules-crooked-nine-title = The crooked nine
rules-crooked-nine = A throw of a 3 and a 6 is the **crooked nine** (dgu sna kyog, དགུ་སྣ་ཀྱོག).

    If your side has opened before, has no coins on the track now, and spot 9 is empty, a crooked nine puts **every coin in your hand** on spot 9 as one stack.

    If spot 9 holds an enemy stack, or your side has never opened, it is an ordinary opening of nine instead: two coins on spot 9, or one more than the enemy stack standing there, which is killed.

    While you have coins on the track, a 3 and a 6 is simply a total of nine.

rules-finishing-title = Finishing and winning
rules-finishing = A stack leaves the track and goes home as soon as it reaches or passes the gap after the last shell (64 or more). No exact throw is needed, and steps left over are lost.

    - A new coin never goes straight home from your hand.
    - Finishing ends your turn: it earns no extra throw.
    - If your side has finished every stack but still holds coins in hand, your next throw opens again.

    The game ends the moment a side has all nine coins home. That side wins, both partners together in a four-player game.

rules-house-title = House rules and presets
rules-house = Sho is played differently from house to house. Each difference below is an option, chosen when a game is set up (`/sho new`) and fixed for the game; all are off at the table rules, which the pages before this one tell.
rules-presets = **Presets** fill the options at once: **table** (every option off), **app** (as the SHO app: pa ra move or rethrow, three pa ra win, spare steps move on, a last kill ends the turn) and **lhasa** (as the Namchen restaurant in Lhasa: pa ra with two coins, a last kill ends the turn, later openings of two coins). `/sho rules preset:app` explains one.

rules-places-title = Places and ratings
rules-places = Sho has one winner: the side that brings all nine coins home first. For the bot's standings the other sides are placed too:

    - **Places:** after the winner, the side with more coins home is ahead; with as many home, the side whose coins have fewer steps still to go is ahead (a coin on spot 50 has 14 to go, a coin in the hand 64). Sides that are equal in both share a place. Partners share their side's place.
    - **Leaving:** a player who leaves or is removed counts as last, whoever wins, even when the game is then ended.
    - **Abandoned games:** a game ended before anyone won counts for nobody else.
    - **Ratings:** games between people only are rated (OpenSkill, partners as one team); a game with a computer seat is kept in your stats but never rated. Your rating is a cautious estimate that starts at 25 and is provisional for your first five rated games. See /sho leaderboard, /sho stats and /sho history.

rules-tips-title = Tips and words
rules-tips = **Tips**
    - Stacks are strength: a big stack moves many coins with one throw, and only an equal or bigger stack can kill it.
    - Seven is the likeliest total of two dice: a lone coin six to eight spots ahead of an enemy stack is in the most danger.
    - While an opponent has nothing on the track, keep clear of spots 2 to 12: an opening kills whatever stands where it lands.
    - Look for a move that does two jobs: gets out of danger and earns another throw.
rules-words-heard = **Words you will hear**
    - **Sho** (ཤོ): the dice, and the game played with them.
    - **Pa ra** (པ་ར): a throw of two ones.
    - **Sug** (སུག): a total of three.
    - **Dgu sna kyog** (དགུ་སྣ་ཀྱོག), the crooked nine: a 3 and a 6.
    - **Sod** (གསོད): to kill a stack.
    - **Sho phor** (ཤོ་ཕོར): the wooden dice cup. **Sho den** (ཤོ་གདན): the leather pad.
    - **Lag khyi** (ལག་ཁྱི, "hand dogs"): the coins each side sends round the track.

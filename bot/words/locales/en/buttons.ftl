# The buttons and menus of a game, and what a click on them says back.

button-throw = Throw
button-back = I'm back
button-rules = Rules
# A move's button before its label is known (a click rebuilt from its id).
button-move = Move
button-join = Join
button-leave = Leave
button-add-computer = Add computer
button-start = Start
button-cancel = Cancel
button-rematch = Rematch
button-thread = Start it in a thread
thread-opening = Opening a thread…
# A thread's name, after the person who asked for it.
thread-name = Sho with { $name }
# $thread: the thread, as a link.
thread-ready = Your table is ready in { $thread }.
button-confirm-end = Yes, end the game
confirm-ended = The game was ended.
button-confirm-kick = Yes, remove them
confirm-kicked = <@{ $user }>'s seat is played by the computer now.
button-resign = Resign
button-confirm-resign = Yes, resign
confirm-resigned = You resigned. Good game!

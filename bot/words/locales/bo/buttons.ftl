# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The buttons and menus of a game, and what a click on them says back.

button-throw = { -throw(form: "imperative") }
button-back = ང་ལོག་བྱུང་
button-rules = སྒྲིག་གཞི
# A move's button before its label is known (a click rebuilt from its id).
button-move = སྤོ
button-join = ཞུགས
button-leave = ཐོན
button-add-computer = { -computer }་སྣོན
button-start = འགོ་འཛུགས
button-cancel = མཚམས་འཇོག
button-rematch = ཡང་བསྐྱར་རྩེ
button-thread = གླེང་ཕྲེང་ནང་འགོ་འཛུགས
thread-opening = གླེང་ཕྲེང་ཁ་ཕྱེ་བཞིན་པ…
# A thread's name, after the person who asked for it.
thread-name = { -sho } · { $name }
# $thread: the thread, as a link.
thread-ready = ཁྱེད་ཀྱི་ཅོག་ཙེ་ { $thread } ནང་གྲ་སྒྲིག་ཡོད།
button-confirm-end = ལགས་སོ། རྩེད་མོ་མཇུག་སྒྲིལ།
confirm-ended = རྩེད་མོ་མཇུག་སྒྲིལ་ཟིན།
button-confirm-kick = ལགས་སོ། ཕྱིར་འབུད།
confirm-kicked = ད་ནས་ <@{ $user }> ལགས་ཀྱི་སྡོད་ས་{ -computer }་ཀྱིས་རྩེ་གི་རེད།
button-resign = ཕམ་ཁས་ལེན།
button-confirm-resign = ལགས་སོ། ཕམ་ཁས་ལེན།
confirm-resigned = ཁྱེད་ཀྱིས་ཕམ་ཁས་བླངས། རྩེད་མོ་ཡག་པོ་བྱུང་།

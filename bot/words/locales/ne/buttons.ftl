# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The buttons and menus of a game, and what a click on them says back.

button-throw = { -dice } फाल्नुहोस्
button-back = म फर्किएँ
button-rules = नियम
# A move's button before its label is known (a click rebuilt from its id).
button-move = { -move }
button-join = सामेल हुनुहोस्
button-leave = छाड्नुहोस्
button-add-computer = कम्प्युटर थप्नुहोस्
button-start = सुरु गर्नुहोस्
button-cancel = रद्द गर्नुहोस्
button-rematch = फेरि खेलौं
button-thread = थ्रेडमा सुरु गर्नुहोस्
thread-opening = थ्रेड खोल्दै…
# A thread's name, after the person who asked for it.
thread-name = { $name } सँग { -sho }
# $thread: the thread, as a link.
thread-ready = तपाईंको टेबल { $thread } मा तयार छ।
button-confirm-end = हो, खेल अन्त्य गर्नुहोस्
confirm-ended = खेल अन्त्य गरियो।
button-confirm-kick = हो, उहाँलाई हटाउनुहोस्
confirm-kicked = अब <@{ $user }> को सिटमा कम्प्युटरले खेल्छ।
button-resign = हार स्वीकार्नुहोस्
button-confirm-resign = हो, हार स्वीकार्छु
confirm-resigned = तपाईंले हार स्वीकार्नुभयो। राम्रो खेल्नुभयो!

# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The table's log: one line per event. $name is a seat's name, made safe to show.

log-joined = { $name } ཞུགས་སོང་།
log-left-lobby = { $name } ཐོན་སོང་།
log-left-game = { $name } ཐོན་སོང་། ཁོང་གི་སྡོད་ས་{ -computer }་ཀྱིས་རྩེ།
log-removed-counted = { $name } ཕྱིར་བུད་སོང་། ཁོང་གི་སྡོད་ས་{ -computer }་ཀྱིས་རྩེ། རྩེད་མོ་འདི་ཁོང་ལ་ཕམ་པར་རྩིས།
log-removed-not-counted = { $name } གཙོ་སྐྱོང་བས་ཕྱིར་བུད་སོང་། ཁོང་གི་སྡོད་ས་{ -computer }་ཀྱིས་རྩེ། རྩེད་མོ་འདི་ཁོང་ལ་མི་རྩིས།
# A line after which the host passed on to $host.
log-host-now = { $line } ད་ནས་ { $host } གཙོ་སྐྱོང་བ་ཡིན།
log-began = རྩེད་མོ་འགོ་ཚུགས། { $name } ཐོག་མར་{ -throw }
log-ran-out-of-time = { $name } དུས་ཚོད་རྫོགས་སོང་། རེས་འདི་{ -computer }་ཀྱིས་རྩེ།
log-away = { $name } རེས་ { $missed } ཤོར་སོང་། ཁོང་ལོག་མ་ཡོང་བར་{ -computer }་ཀྱིས་རྩེ།
log-returned = { $name } ལོག་བྱུང་།
log-paused = ཅོག་ཙེའི་སར་སུ་ཡང་མི་འདུག མཚམས་བཞག
# A person gave up a game between two people ($name, their seat); the other person wins.
log-resigned = { $name } ཕམ་ཁས་བླངས། རྩེད་ཟླ་རྒྱལ།
log-closed = { $reason ->
        [ended] རྩེད་མོ་མཇུག་སྒྲིལ་ཟིན།
        [abandoned] རྩེད་མོ་བློས་བཏང་ཟིན།
        [deserted] མི་ཚང་མ་ཐོན་སོང་། རྩེད་མོ་གྲུབ།
       *[other] རྩེད་མོ་གྲུབ། { end-reason }
    }

# Why a table is over, as a clause ("This table closed: the lobby expired."), by its reason;
# "cancelled" when no reason was kept. No shad at its end: the sentence around it closes it.
end-reason = { $reason ->
        [won] { -victory }་ཐོབ་ཟིན
        [host_cancelled] གཙོ་སྐྱོང་བས་མཚམས་བཞག
        [lobby_expired] སྒུག་པའི་དུས་ཚོད་རྫོགས་སོང
        [lobby_emptied] ཚང་མ་ཐོན་སོང
        [ended] དོ་དམ་པའམ་གཙོ་སྐྱོང་བས་མཇུག་སྒྲིལ
        [deserted] མི་ཚང་མ་ཐོན་སོང
        [abandoned] ཉིན་གཅིག་མཚམས་བཞག་རྗེས་བློས་བཏང
        [resigned] ཕམ་ཁས་བླངས
       *[cancelled] མཚམས་བཞག
    }

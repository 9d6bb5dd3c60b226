# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho help: how to start, then every command by what it is for (cogs/help.py).

help-title = { -sho }་རྩེ་སྟངས
# $new, $move, $rules: the commands, as mentions people can click.
help-start = 1. **འགོ་འཛུགས།** { $new } ཡིས་བརྒྱུད་ལམ་ཞིག་ཏུ་ཅོག་ཙེ་ཁ་འབྱེད། གྲོགས་པོས་ **ཞུགས** ལ་ནོན། གཙོ་སྐྱོང་བས་ **འགོ་འཛུགས** ལ་ནོན་ན་སྡོད་ས་སྟོང་པར་{ -computer }་ཀྱིས་རྩེ།
help-play = 2. **རྩེ་སྟངས།** ཁྱེད་ཀྱི་རེས་ལ་ **{ -throw(form: "imperative") }** ལ་ནོན་ནས་འདོད་པའི་སྤོ་ཐབས་འདེམས། (ཡང་ན་ { $move } བྲིས།) { -kill }་པའམ་{ -stack }་ན་{ -throw(form: "noun") }་ལྷག་མ་ཐོབ། { -coin }་དགུ་ཚང་མ་སྔོན་ལ་{ -home }་ན་{ -victory }།
help-learn = 3. **སློབ་སྦྱོང་།** { $rules } ཡིས་རྩེད་མོ་ཤོག་ངོས་རེ་རེར་སློབ།
# A heading over a group of commands.
help-group = { $group ->
        [play] **རྩེ་བ**
        [standings] **གོ་རིམ་དང་སྔོན་གྱི་རྩེད་མོ**
        [settings] **སྒྲིག་འགོད**
       *[more] **གཞན**
    }
# One command: $command is the command (a mention), $description what it does.
help-line = { $command } · { $description }

# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# A rematch: a new table offering each player of the finished game their seat again.
# $people: the people who have not taken their seat yet, as mentions separated by commas.

lobby-rematch-waiting = 🔁 ཡང་བསྐྱར་རྩེ་རྒྱུ། { $people } **ཞུགས** ལ་མནན་པར་སྒུག་བཞིན་ཡོད། ཁོང་ཚོ་ཞུགས་པའམ་གཙོ་སྐྱོང་བས་འགོ་བཙུགས་ན་འགོ་ཚུགས། (སྡོད་ས་སྟོང་པར་{ -computer }་འཇོག)
# $host: the name of the person who asked; $people: mentions (or names, where the server has turned pings off).
rematch-offer = 🔁 { $host } ལགས་ཀྱིས་ཡང་བསྐྱར་རྩེ་རྒྱུ་ཞུས་འདུག { $people } ཅོག་ཙེ་གསར་པའི་ **ཞུགས** ལ་མནན་ནས་རང་གི་སྡོད་ས་ཡང་བསྐྱར་ལོང་།

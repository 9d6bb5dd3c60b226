# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# Refusals: why what a person asked for was not done. One message per refusal code
# (bot/table/errors.py, bot/services/errors.py, bot/ui/kit/refusals.py), named refusal-<code>.

## The table's refusals

refusal-started = རྩེད་མོ་འགོ་ཚུགས་ཟིན། ལྟ་བའམ་ཅོག་ཙེ་གསར་པ་ཞིག་ཁ་ཕྱེ།
refusal-already-seated = ཅོག་ཙེ་འདིར་ཁྱེད་ལ་སྡོད་ས་ཡོད་ཟིན།
refusal-table-full = སྡོད་ས་ཚང་མ་ཁེངས་ཟིན།
refusal-game-over = རྩེད་མོ་འདི་གྲུབ་ཟིན།
refusal-not-playing = ཁྱེད་ཅོག་ཙེ་འདིར་རྩེ་མི་འདུག
refusal-computers-before-start = རྩེད་མོ་འགོ་མ་ཚུགས་གོང་ཁོ་ནར་{ -computer }་སྣོན་ཆོག
refusal-host-adds-computers = གཙོ་སྐྱོང་བ་ཁོ་ནས་{ -computer }་སྣོན་ཆོག
refusal-swap-before-start = སྡོད་ས་བརྗེ་རེས་འགོ་མ་ཚུགས་གོང་ཁོ་ནར་བྱེད་ཆོག
refusal-host-swaps = སྡོད་ས་བརྗེ་རེས་གཙོ་སྐྱོང་བ་ཁོ་ནས་བྱེད་ཆོག
refusal-two-seats = 1 ནས་ { $seats } བར་གྱི་སྡོད་ས་མི་འདྲ་བ་གཉིས་འདེམས།
refusal-already-started = རྩེད་མོ་འགོ་ཚུགས་ཟིན།
refusal-host-starts = རྩེད་མོ་གཙོ་སྐྱོང་བ་ཁོ་ནས་འགོ་འཛུགས་ཆོག
refusal-cancel-lobby-only = མཚམས་འཇོག་ཆོག་པ་ཅོག་ཙེ་ཁ་ཕྱེ་བ་ཁོ་ན་ཡིན། རྩེད་མོ་ཞིག་ལ་ /sho end བཀོལ།
refusal-host-cancels = ཅོག་ཙེ་གཙོ་སྐྱོང་བ་ཁོ་ནས་མཚམས་འཇོག་ཆོག
refusal-already-over = རྩེད་མོ་འདི་གྲུབ་ཟིན།
refusal-end-not-allowed = རྩེད་མོ་མཇུག་སྒྲིལ་ཆོག་པ་གཙོ་སྐྱོང་བའམ་ Manage Server ཡོད་པའི་ཚོགས་མི་ཁོ་ན་ཡིན།
refusal-kick-not-allowed = རྩེད་མོ་བ་ཕྱིར་འབུད་ཆོག་པ་གཙོ་སྐྱོང་བའམ་ Manage Server ཡོད་པའི་ཚོགས་མི་ཁོ་ན་ཡིན།
refusal-nobody-to-remove = སྡོད་ས་དེར་ཕྱིར་འབུད་རྒྱུའི་རྩེད་མོ་བ་མེད།
refusal-kick-yourself = རང་གི་སྡོད་ས་ནས་ཐོན་པར་ /sho leave བཀོལ།
refusal-not-away = ཁྱེད་མེད་པའི་རྟགས་བཀོད་མེད།
refusal-resign-two-people = མི་གཉིས་ཀྱི་རྩེད་མོ་ཁོ་ན་ཕམ་ཁས་ལེན་ཆོག གཞན་དུ་ /sho leave བཀོལ་ན་ཁྱེད་ཀྱི་སྡོད་ས་{ -computer }་ལ་སྤྲོད།
refusal-move-first = སྔོན་ལ་སྤོ་ཐབས་འདེམས།
refusal-throw-first = སྔོན་ལ་{ -throw(form: "imperative") }།
refusal-not-a-move = དེ་ནི་ཤོ་ཐེངས་འདིའི་སྤོ་ཐབས་ཤིག་མ་རེད།
refusal-paused = རྩེད་མོ་མཚམས་བཞག་ཡོད། མུ་མཐུད་པར་རྩེད་མོ་བས་ /sho back བྲིས་ཆོག
refusal-not-being-played = རྩེད་མོ་འདི་རྩེ་མི་འདུག
refusal-not-your-turn = ད་ལྟ་ { $name } ལགས་ཀྱི་རེས་རེད།
refusal-players = ཅོག་ཙེ་རེར་རྩེད་མོ་བ་ 2 ནས་ 4 བར་ཡོད།
refusal-computers = རྩེད་མོ་བ་ { $players } ཡོད་ན་{ -computer }་ 0 ནས་ { $most } བར་ཡོད་ཆོག
refusal-turn-time = རེས་རེའི་དུས་ཚད་སྐར་ཆ་ 15 ནས་ཆུ་ཚོད་ 24 བར་ཡིན།
# A record that does not fit: damage or a bug, which people are not meant to meet.
refusal-no-person-in-seat = སྡོད་ས་དེར་ཕྱིར་འབུད་རྒྱུའི་མི་མེད།
refusal-no-seat-for-person = མི་དེ་ལ་འདིར་སྡོད་ས་མེད།
refusal-opened-again = ཅོག་ཙེ་ཐེངས་གཅིག་ལས་ཁ་འབྱེད་མི་ཆོག ཟིན་ཐོའི་བྱ་བ་དང་པོས་ཁ་འབྱེད།
refusal-no-game = རྩེ་བཞིན་པའི་རྩེད་མོ་མེད།
refusal-unfit-play = ཟིན་ཐོ་རྩེད་མོ་དང་མི་མཐུན། { $problem }
refusal-not-opened = ཟིན་ཐོ་ཅོག་ཙེ་ཁ་ཕྱེ་བ་ནས་འགོ་འཛུགས་དགོས།
refusal-not-an-action = ཅོག་ཙེའི་བྱ་བ་མ་རེད། { $data } ({ $problem })
refusal-not-an-event = ཅོག་ཙེའི་བྱུང་རིམ་མ་རེད། { $data } ({ $problem })

## The services' refusals

refusal-game-gone = རྩེད་མོ་དེ་ད་ལྟ་མེད།
refusal-no-such-game = རྩེད་མོ་ #{ $game } མེད།
refusal-game-elsewhere = རྩེད་མོ་ #{ $game } ཞབས་འཕྲུལ་གཞན་ཞིག་ནང་རྩེས་པ་རེད།
refusal-replay-damaged = རྩེད་མོ་ #{ $game } ཟིན་ཐོ་ཆག་འདུག
refusal-never-began = རྩེད་མོ་ #{ $game } གཏན་ནས་འགོ་མ་ཚུགས། སྟོན་རྒྱུ་གང་ཡང་མེད།
refusal-still-yours = རྩེད་མོ་ #{ $game } ད་དུང་རྩེ་བཞིན་ཡོད། ཁྱེད་ཀྱང་ཞུགས་ཡོད། རྩེད་མོ་གྲུབ་རྗེས་བསྐྱར་སྟོན་དང་ཕྱིར་འདྲེན་ཁ་ཕྱེ་ཡོང་།
refusal-still-going = རྩེད་མོ་འདི་ད་དུང་མུ་མཐུད་བཞིན་ཡོད།
refusal-rematch-players-only = ཡང་བསྐྱར་རྩེ་རྒྱུ་ཞུ་ཆོག་པ་རྩེད་མོ་འདིའི་རྩེད་མོ་བ་ཁོ་ན་ཡིན།
refusal-already-done = བྱས་ཟིན། ཁྱེད་ཀྱི་ཐེངས་དང་པོའི་མནན་པ་དེ་རྩིས་སོང་།
refusal-acted-first = མི་གཞན་ཞིག་གིས་སྔོན་ལ་བྱས་སོང་། ཡང་བསྐྱར་ཚོད་ལྟ་བྱེད་རོགས།
refusal-old-board = རེའུ་མིག་དེ་རྙིང་པ་རེད། རྩེད་མོ་མདུན་དུ་སོང་ཟིན།
# When the current board's place is known.
refusal-old-board-linked = རེའུ་མིག་དེ་རྙིང་པ་རེད། རྩེད་མོ་མདུན་དུ་སོང་ཟིན། ད་ལྟའི་རེའུ་མིག་འདི་རེད། { $link }
refusal-channel-busy = བརྒྱུད་ལམ་འདིར་{ -sho }་རྩེད་མོ་ཞིག་རྩེ་བཞིན་ཡོད།
# $where: the channels, as links.
refusal-channel-not-allowed = ཞབས་འཕྲུལ་འདིར་{ -sho }་རྩེད་མོ་ { $where } ནང་འགོ་འཛུགས་དགོས།
refusal-damaged-game = རྩེད་མོ་འདིའི་ཟིན་ཐོ་ཆག་འདུག་པས་མཚམས་བཞག་ཟིན། /sho new ཡིས་གསར་པ་ཞིག་འགོ་འཛུགས།
# By the leaderboard's scope (server, all) and period (all, season, week).
refusal-nobody-finished = { $scope ->
        [server] { $period ->
            [season] དུས་ཚིགས་འདིར་ (ཟླ་བ་འདིར་) ཞབས་འཕྲུལ་འདིའི་ནང་{ -sho }་རྩེད་མོ་མཇུག་བསྒྲིལ་མཁན་སུ་ཡང་མེད། /sho new ཡིས་གཅིག་འགོ་འཛུགས།
            [week] གཟའ་འཁོར་འདིར་ཞབས་འཕྲུལ་འདིའི་ནང་{ -sho }་རྩེད་མོ་མཇུག་བསྒྲིལ་མཁན་སུ་ཡང་མེད། /sho new ཡིས་གཅིག་འགོ་འཛུགས།
           *[all] ཞབས་འཕྲུལ་འདིའི་ནང་{ -sho }་རྩེད་མོ་མཇུག་བསྒྲིལ་མཁན་ད་དུང་སུ་ཡང་མེད། /sho new ཡིས་གཅིག་འགོ་འཛུགས།
        }
       *[all] { $period ->
            [season] དུས་ཚིགས་འདིར་ (ཟླ་བ་འདིར་) གང་དུའང་{ -sho }་རྩེད་མོ་མཇུག་བསྒྲིལ་མཁན་སུ་ཡང་མེད། /sho new ཡིས་གཅིག་འགོ་འཛུགས།
            [week] གཟའ་འཁོར་འདིར་གང་དུའང་{ -sho }་རྩེད་མོ་མཇུག་བསྒྲིལ་མཁན་སུ་ཡང་མེད། /sho new ཡིས་གཅིག་འགོ་འཛུགས།
           *[all] གང་དུའང་{ -sho }་རྩེད་མོ་མཇུག་བསྒྲིལ་མཁན་ད་དུང་སུ་ཡང་མེད། /sho new ཡིས་གཅིག་འགོ་འཛུགས།
        }
    }
refusal-no-finished-games = <@{ $user }> ལ་ཞབས་འཕྲུལ་འདིའི་ནང་མཇུག་བསྒྲིལ་བའི་རྩེད་མོ་ད་དུང་མེད།
refusal-too-many-channels = ཞབས་འཕྲུལ་ཞིག་གིས་རྩེད་མོའི་བརྒྱུད་ལམ་ { $most } ལས་མང་བ་འདེམས་མི་ཆོག
refusal-settings-managers-only = ཞབས་འཕྲུལ་གྱི་སྒྲིག་འགོད་བསྒྱུར་ཆོག་པ་ Manage Server ཡོད་པའི་ཚོགས་མི་ཁོ་ན་ཡིན།
refusal-table-limit-range = ཞབས་འཕྲུལ་ཞིག་ལ་རྩེད་མོ་དང་ཁ་ཕྱེ་བའི་ཅོག་ཙེ་དུས་གཅིག་ཏུ་ 1 ནས་ { $most } བར་ཡོད་ཆོག
refusal-tables-waiting = རྩེད་མོ་བར་སྒུག་བཞིན་པའི་ཁྱེད་ཀྱི་ཅོག་ཙེ་ { $most } ཡོད་ཟིན། སྔོན་ལ་དེ་དག་ལས་གཅིག་འགོ་འཛུགས་སམ་མཚམས་འཇོག་གནང་། (/sho games ཡིས་དེ་དག་སྟོན།)
refusal-server-full = ཞབས་འཕྲུལ་འདིར་རྩེད་མོ་དང་ཁ་ཕྱེ་བའི་ཅོག་ཙེ་ { $limit } ཡོད་ཟིན། དུས་གཅིག་ཏུ་ཆོག་པའི་མང་ཤོས་དེ་རེད། གཅིག་ལ་ཞུགས། (/sho games ཡིས་དེ་དག་སྟོན།) ཡང་ན་གཅིག་གྲུབ་རྗེས་ཡང་བསྐྱར་ཚོད་ལྟ་བྱེད།

## What the commands and buttons refuse before asking a service

refusal-no-game-here = བརྒྱུད་ལམ་འདིར་{ -sho }་རྩེད་མོ་མེད། /sho new ཡིས་གཅིག་འགོ་འཛུགས།
refusal-button-elsewhere = མཐེབ་གནོན་དེ་བརྒྱུད་ལམ་གཞན་ཞིག་གི་རྩེད་མོའི་ཡིན།
refusal-not-playing-here = <@{ $user }> འདིར་རྩེ་མི་འདུག
refusal-left-table = ཁོང་ཅོག་ཙེ་འདིར་ད་ནས་རྩེ་མི་འདུག
refusal-throw-number = 1 ནས་ { $throws } བར་གྱི་{ -throw(form: "noun") }་ཨང་ཞིག་འགོད།
refusal-missing-permissions = བརྒྱུད་ལམ་འདིར་སྔོན་ལ་ང་ལ་ཆོག་མཆན་འདི་དག་དགོས། { $permissions }
refusal-threads-in-text-channels = གླེང་ཕྲེང་ནི་ཡི་གེའི་བརྒྱུད་ལམ་ཁོ་ནའི་ནང་བཟོ་ཆོག
refusal-no-threads-here = འདིར་ང་ལ་གླེང་ཕྲེང་བཟོ་བའི་ཆོག་མཆན་མེད། (Create Public Threads མི་འདུག)
refusal-offer-gone = མཐེབ་གནོན་དེ་ད་ནས་ངའི་མ་རེད། /sho new ཡང་བསྐྱར་བཀོལ།
refusal-made-for-someone-else = མཐེབ་གནོན་འདི་མི་གཞན་ཞིག་ཆེད་བཟོས་པ་རེད། རང་གི་ཅོག་ཙེ་ཁ་འབྱེད་པར་ /sho new བཀོལ།
refusal-players-repost = རྩེད་མོ་འདིའི་རེའུ་མིག་བསྐྱར་འགོད་ཆོག་པ་རྩེད་མོ་བ་དང་དོ་དམ་པ་ཁོ་ན་ཡིན།
refusal-reposted-lately = རེའུ་མིག་ད་ལྟ་རང་བསྐྱར་འགོད་བྱས་ཟིན། { $link } སྐར་ཆ་ { $seconds } རྗེས་ཡང་བསྐྱར་འགོད་ཆོག
# When the board's message cannot be linked.
refusal-reposted-lately-unlinked = རེའུ་མིག་ད་ལྟ་རང་བསྐྱར་འགོད་བྱས་ཟིན། སྐར་ཆ་ { $seconds } རྗེས་ཡང་བསྐྱར་འགོད་ཆོག
refusal-pick-a-move = ཡི་གེ་བྲིས་སྐབས་ཁ་འབྱེད་པའི་ཐོ་ནས་ཁྱེད་ཀྱི་སྤོ་ཐབས་ཤིག་འདེམས།

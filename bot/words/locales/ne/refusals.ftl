# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# Refusals: why what a person asked for was not done. One message per refusal code
# (bot/table/errors.py, bot/services/errors.py, bot/ui/kit/refusals.py), named refusal-<code>.

## The table's refusals

refusal-started = खेल सुरु भइसक्यो; हेर्नुहोस्, वा नयाँ टेबल खोल्नुहोस्।
refusal-already-seated = यो टेबलमा तपाईंको सिट पहिले नै छ।
refusal-table-full = सबै सिट भरिइसके।
refusal-game-over = यो खेल सकियो।
refusal-not-playing = तपाईं यो टेबलमा खेलिरहनुभएको छैन।
refusal-computers-before-start = कम्प्युटर सुरु हुनुअघि मात्र थप्न मिल्छ।
refusal-host-adds-computers = होस्टले मात्र कम्प्युटर थप्न सक्छन्।
refusal-swap-before-start = सिट सुरु हुनुअघि मात्र साट्न मिल्छ।
refusal-host-swaps = होस्टले मात्र सिट साट्न सक्छन्।
refusal-two-seats = 1 देखि { $seats } सम्मका दुई फरक सिट छान्नुहोस्।
refusal-already-started = खेल सुरु भइसक्यो।
refusal-host-starts = होस्टले मात्र खेल सुरु गर्न सक्छन्।
refusal-cancel-lobby-only = खुला टेबल मात्र रद्द गर्न मिल्छ; खेलका लागि /sho end प्रयोग गर्नुहोस्।
refusal-host-cancels = होस्टले मात्र टेबल रद्द गर्न सक्छन्।
refusal-already-over = यो खेल पहिले नै सकिइसक्यो।
refusal-end-not-allowed = होस्ट वा Manage Server भएका सदस्यले मात्र खेल अन्त्य गर्न सक्छन्।
refusal-kick-not-allowed = होस्ट वा Manage Server भएका सदस्यले मात्र खेलाडी हटाउन सक्छन्।
refusal-nobody-to-remove = त्यो सिटमा हटाउने कोही खेलाडी छैन।
refusal-kick-yourself = आफ्नै सिट छाड्न /sho leave प्रयोग गर्नुहोस्।
refusal-not-away = तपाईं अनुपस्थित भनेर चिनो लगाइएको छैन।
refusal-resign-two-people = दुई जनाबीचको खेलमा मात्र हार स्वीकार्न मिल्छ। अरू खेलमा /sho leave ले तपाईंको सिट कम्प्युटरलाई दिन्छ।
refusal-move-first = पहिले आफ्नो { -move } छान्नुहोस्।
refusal-throw-first = पहिले { -dice } फाल्नुहोस्।
refusal-not-a-move = त्यो यो { -throw }का लागि तपाईंको { -move } होइन।
refusal-paused = खेल रोकिएको छ: यसका खेलाडीले अघि बढ्न /sho back टाइप गर्न सक्छन्।
refusal-not-being-played = यो खेल खेलिँदै छैन।
refusal-not-your-turn = अहिले { $name } को { -turn } हो।
refusal-players = एउटा टेबलमा 2 देखि 4 जना खेलाडी हुन्छन्।
refusal-computers = { $players } जना खेलाडीमा 0 देखि { $most } वटा कम्प्युटर हुन सक्छन्।
refusal-turn-time = { -turn }को समयसीमा 15 सेकेन्डदेखि 24 घण्टासम्म हुन्छ।
# A record that does not fit: damage or a bug, which people are not meant to meet.
refusal-no-person-in-seat = त्यो सिटमा हटाउने कोही मानिस छैन
refusal-no-seat-for-person = त्यो मानिसको यहाँ सिट छैन
refusal-opened-again = टेबल एकपटक मात्र खोलिन्छ, यसको रेकर्डको पहिलो कामबाट
refusal-no-game = कुनै खेल चलिरहेको छैन
refusal-unfit-play = रेकर्ड खेलसँग मिल्दैन: { $problem }
refusal-not-opened = रेकर्ड टेबल खोलेर सुरु हुन्छ
refusal-not-an-action = टेबलको काम होइन: { $data } ({ $problem })
refusal-not-an-event = टेबलको घटना होइन: { $data } ({ $problem })

## The services' refusals

refusal-game-gone = त्यो खेल अब छैन।
refusal-no-such-game = खेल #{ $game } छैन।
refusal-game-elsewhere = खेल #{ $game } अर्कै सर्भरमा खेलिएको थियो।
refusal-replay-damaged = खेल #{ $game } को रेकर्ड बिग्रेको छ।
refusal-never-began = खेल #{ $game } कहिल्यै सुरु भएन, त्यसैले देखाउने केही छैन।
refusal-still-yours = खेल #{ $game } अझै चलिरहेको छ, र तपाईं त्यसमा हुनुहुन्छ: खेल सकिएपछि यसको रिप्ले र डाउनलोड खुल्छन्।
refusal-still-going = यो खेल अझै चलिरहेको छ।
refusal-rematch-players-only = यो खेलका खेलाडीले मात्र फेरि खेल्न माग्न सक्छन्।
refusal-already-done = भइसक्यो: तपाईंको पहिलो क्लिक गनियो।
refusal-acted-first = अरू कसैले पहिले गरिसक्नुभयो; फेरि प्रयास गर्नुहोस्।
refusal-old-board = त्यो बोर्ड पुरानो भयो: खेल अघि बढिसक्यो।
# When the current board's place is known.
refusal-old-board-linked = त्यो बोर्ड पुरानो भयो: खेल अघि बढिसक्यो। अहिलेको बोर्ड यहाँ छ: { $link }
refusal-channel-busy = यो च्यानलमा पहिले नै { -sho } को एउटा खेल चलिरहेको छ।
# $where: the channels, as links.
refusal-channel-not-allowed = यो सर्भरमा { -sho } का खेल { $where } मा सुरु गरिन्छन्।
refusal-damaged-game = यो खेलको रेकर्ड बिग्रेकाले खेल रोकिएको छ। /sho new बाट नयाँ खेल सुरु गर्नुहोस्।
# By the leaderboard's scope (server, all) and period (all, season, week).
refusal-nobody-finished = { $scope ->
        [server] { $period ->
            [season] यो सिजन (यो महिना) यो सर्भरमा अहिलेसम्म कसैले { -sho } को खेल सकाएको छैन। /sho new बाट एउटा सुरु गर्नुहोस्!
            [week] यो हप्ता यो सर्भरमा अहिलेसम्म कसैले { -sho } को खेल सकाएको छैन। /sho new बाट एउटा सुरु गर्नुहोस्!
           *[all] यो सर्भरमा अहिलेसम्म कसैले { -sho } को खेल सकाएको छैन। /sho new बाट एउटा सुरु गर्नुहोस्!
        }
       *[all] { $period ->
            [season] यो सिजन (यो महिना) कतै पनि कसैले { -sho } को खेल सकाएको छैन। /sho new बाट एउटा सुरु गर्नुहोस्!
            [week] यो हप्ता कतै पनि कसैले { -sho } को खेल सकाएको छैन। /sho new बाट एउटा सुरु गर्नुहोस्!
           *[all] अहिलेसम्म कतै पनि कसैले { -sho } को खेल सकाएको छैन। /sho new बाट एउटा सुरु गर्नुहोस्!
        }
    }
refusal-no-finished-games = <@{ $user }> को यो सर्भरमा अहिलेसम्म कुनै सकिएको खेल छैन।
refusal-too-many-channels = एउटा सर्भरले खेलका लागि बढीमा { $most } वटा च्यानल तोक्न सक्छ।
refusal-settings-managers-only = Manage Server भएका सदस्यले मात्र सर्भरका सेटिङ बदल्न सक्छन्।
refusal-table-limit-range = एउटा सर्भरमा एकैपटक 1 देखि { $most } वटासम्म खेल र खुला टेबल हुन सक्छन्।
refusal-tables-waiting = तपाईंका { $most } वटा टेबल पहिले नै खेलाडी पर्खिरहेका छन्। पहिले तीमध्ये एउटा सुरु वा रद्द गर्नुहोस् (/sho games ले सूची देखाउँछ)।
refusal-server-full = यो सर्भरमा पहिले नै { $limit } वटा खेल र खुला टेबल छन्, एकैपटक यति नै मिल्छ। कुनै एउटामा सामेल हुनुहोस् (/sho games ले सूची देखाउँछ), वा कुनै सकिएपछि फेरि प्रयास गर्नुहोस्।

## What the commands and buttons refuse before asking a service

refusal-no-game-here = यो च्यानलमा { -sho } को कुनै खेल छैन। /sho new बाट एउटा सुरु गर्नुहोस्।
refusal-button-elsewhere = त्यो बटन अर्कै च्यानलको खेलको हो।
refusal-not-playing-here = <@{ $user }> यहाँ खेलिरहनुभएको छैन।
refusal-left-table = उहाँ अब यो टेबलमा खेलिरहनुभएको छैन।
refusal-throw-number = 1 देखि { $throws } सम्मको { -throw } नम्बर दिनुहोस्।
refusal-missing-permissions = यो च्यानलमा मलाई पहिले यी अनुमति चाहिन्छन्: { $permissions }।
refusal-threads-in-text-channels = थ्रेड टेक्स्ट च्यानलमा मात्र बनाउन मिल्छ।
refusal-no-threads-here = म यहाँ थ्रेड बनाउन पाउँदिनँ (Create Public Threads छैन)।
refusal-offer-gone = त्यो बटन अब मेरो रहेन: फेरि /sho new प्रयोग गर्नुहोस्।
refusal-made-for-someone-else = यो बटन अरू कसैका लागि बनाइएको हो: आफ्नै टेबल खोल्न /sho new प्रयोग गर्नुहोस्।
refusal-players-repost = यो खेलका खेलाडी र मोडरेटरले मात्र यसको बोर्ड फेरि पोस्ट गर्न सक्छन्।
refusal-reposted-lately = बोर्ड भर्खरै फेरि पोस्ट गरियो: { $link } { $seconds } सेकेन्डपछि फेरि पोस्ट गर्न सक्नुहुन्छ।
# When the board's message cannot be linked.
refusal-reposted-lately-unlinked = बोर्ड भर्खरै फेरि पोस्ट गरियो। { $seconds } सेकेन्डपछि फेरि पोस्ट गर्न सक्नुहुन्छ।
refusal-pick-a-move = टाइप गर्दा खुल्ने सूचीबाट आफ्नो एउटा { -move } छान्नुहोस्।

# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The table options and presets (docs/rules.md R21-R28), said by bot/render/rules_words.py.
# Keys as in English (option-<key>-name, -help, -<value>, -<value>-explained, -<value>-choice).
# An option's -choice begins with the value's English name, which is what /sho new takes.
# "The table rules" are परम्परागत नियम, and the table preset is परम्परागत ("classic").
# An option's -help says it in plain words, with no rule number.

option-stacking-ends-turn-name = { -stack } बनाउँदा { -turn } सकिन्छ
option-stacking-ends-turn-help = आफ्नै { -coin }मा पुग्दा { -stack } त बन्छ, तर थप { -throw } पाइँदैन
option-stacking-ends-turn-false = { -stack } बनाउँदा फेरि फाल्ने
option-stacking-ends-turn-true = { -stack } बनाउँदा { -turn } सकिन्छ
option-stacking-ends-turn-true-explained = **{ -stack } बनाउँदा { -turn } सकिन्छ:** कतिपय खेलाडी मार्दा मात्र थप { -throw } दिन्छन्। आफ्नै { -coin }मा पुग्दा { -stack } त बन्छ, तर तपाईंको { -turn } सकिन्छ। मार्दा भने अझै अर्को { -throw } पाइन्छ।

option-no-nine-stack-name = नौ { -coin }को { -stack } नहुने
option-no-nine-stack-help = सबै नौ { -coin }को एउटै { -stack } बनाउन पाइँदैन
option-no-nine-stack-false = नौ { -coin }को { -stack } मिल्छ
option-no-nine-stack-true = नौ { -coin }को { -stack } नहुने
option-no-nine-stack-true-explained = **नौ { -coin }को { -stack } नहुने:** सबै नौ { -coin } कहिल्यै एउटै { -stack } भएर हिँड्दैनन्। नौ { -coin }को { -stack } बनाउने जुनसुकै { -move } मिल्दैन, नौ { -coin } राख्नुपर्ने { -opening }मा { -turn } अर्कोलाई जान्छ, र हातमा सबै नौ { -coin } हुँदा आएको { -crooked-nine } नौको सामान्य { -opening } हुन्छ ({ -spot } 9 मा दुई { -coin })।

option-last-kill-ends-turn-name = अन्तिम { -coin } मार्दा { -turn } सकिन्छ
option-last-kill-ends-turn-help = कुनै पक्षका { -track }मा रहेका अन्तिम { -coin } मार्दा थप { -throw } पाइँदैन
option-last-kill-ends-turn-false = अन्तिम { -coin } मार्दा फेरि फाल्ने
option-last-kill-ends-turn-true = अन्तिम { -coin } मार्दा { -turn } सकिन्छ
option-last-kill-ends-turn-true-explained = **अन्तिम { -coin } मार्दा { -turn } सकिन्छ:** विपक्षीका { -track }मा रहेका अन्तिम { -coin } मार्दा थप { -throw } पाइँदैन (जोडीदार भए, जोडीका अन्तिम { -coin })। अरू बेला मार्दा भने अझै पाइन्छ।

option-triple-para-wins-name = तीन { -pa-ra }मा { -victory }
option-triple-para-wins-help = लगातार तेस्रो { -pa-ra } आए खेल जितिन्छ
option-triple-para-wins-false = तीन { -pa-ra }मा { -victory } हुँदैन
option-triple-para-wins-true = तीन { -pa-ra }मा { -victory }
option-triple-para-wins-true-explained = **तीन { -pa-ra }मा { -victory }:** एउटै { -throw }भित्र लगातार तेस्रो { -pa-ra } आए { -track }मा जे भए पनि खेल तुरुन्तै जितिन्छ। थप { -throw }ले नयाँ गन्ती सुरु गर्छ।

option-leftover-steps-name = बाँकी कदम अघि बढ्छन्
option-leftover-steps-help = कदम बाँकी राखेर { -home } पुगेको { -stack }ले ती कदम अर्को { -move }मा चलाउनैपर्छ
option-leftover-steps-false = बाँकी कदम खेर जान्छन्
option-leftover-steps-true = बाँकी कदम अघि बढ्छन्
option-leftover-steps-true-explained = **बाँकी कदम अघि बढ्छन्:** कदम बाँकी राखेर { -home } पुगेको { -stack }ले ती कदम चलाउनैपर्छ: ठ्याक्कै त्यति कदमले हातबाट एउटा { -coin } हाल्ने वा अर्को { -stack } सार्ने, त्यस्तो { -move } मिल्छ भने (नत्र ती खेर जान्छन्)। फेरि कदम बाँकी राखेर { -home } पुगेको { -stack } फेरि अघि बढ्छ। यो सबै एउटै { -move } हो; यसको अन्तिम भागले मात्र थप { -throw } दिलाउन सक्छ।

option-para-name = { -pa-ra }
option-para-help = { -pa-ra }ले के दिन्छ: kept (राखिने), choose (2 सार्ने वा फेरि फाल्ने), lhasa (दुई { -coin } पनि)
option-para-kept = { -pa-ra } राखिने
option-para-choose = { -pa-ra }: 2 सार्ने वा फेरि फाल्ने
option-para-lhasa = { -pa-ra }: 2 सार्ने, दुई { -coin } वा फेरि फाल्ने
option-para-choose-explained = **{ -pa-ra }, सार्ने वा फेरि फाल्ने:** { -pa-ra }ले दुई कदमका सबै { -move } (साथै राखिएका कदम) दिन्छ, वा **फेरि फाल्ने**: दुई कदम राखेर फेरि फाल्ने। फेरि फालेपछि अर्को { -throw }ले राखिएका कदम र आफ्नो जोड मिलाएर एउटै दूरी मात्र सार्छ।
option-para-lhasa-explained = **{ -pa-ra }, ल्हासा शैली:** सार्ने वा फेरि फाल्नेजस्तै, साथै हातबाट **दुई { -coin }** एउटै { -stack } बनाएर त्यही { -spot }मा हाल्न पनि मिल्छ: तिनले एक वा दुई { -coin }को { -stack } मार्छन्, र तीनको { -stack }ले रोकिन्छन्।
option-para-kept-choice = kept: { option-para-kept }
option-para-choose-choice = choose: { option-para-choose }
option-para-lhasa-choice = lhasa: { option-para-lhasa }

option-openings-name = { -opening }
option-openings-help = हरेक { -opening } पहिलोजस्तै, वा पछिका { -opening }मा दुई { -coin } मात्र
option-openings-every = हरेक { -opening } पहिलोजस्तै
option-openings-first = पछिका { -opening }: दुई { -coin }
option-openings-first-explained = **पछिका { -opening }: दुई { -coin }:** तपाईंको पक्षको पहिलो { -opening } मात्र सधैँजस्तो हुन्छ। पछिको { -opening }ले त्यस { -spot }मा दुई { -coin } (हातमा एउटै भए एउटा) राख्छ: तिनले त्यति वा त्योभन्दा कम { -coin }को { -stack } मार्छन्, र त्योभन्दा ठूलो { -stack }ले रोक्छ र { -throw } खेर जान्छ। { -crooked-nine } जस्ताको तस्तै रहन्छ।
option-openings-every-choice = every: { option-openings-every }
option-openings-first-choice = first: { option-openings-first }

# The options a board's table plays otherwise than the table rules; $rules: their phrases
# (option-<key>-<value>), listed with option-list-separator.
option-house-rules = घरेलु नियम: { $rules }
# Between the phrases of a list of options.
option-list-separator = {", "}

# The presets, by their value ($preset: table, app, lhasa): each fills every option at once.
preset-name = { $preset ->
        [app] SHO एप
        [lhasa] ल्हासा (नाम्चेन)
       *[table] परम्परागत
    }
preset-blurb = { $preset ->
        [app] SHO एपमा खेलिनेजस्तै
        [lhasa] ल्हासाको नाम्चेन रेस्टुरेन्टमा खेलिनेजस्तै
       *[table] तिब्बती र शेर्पा घरहरूका परम्परागत नियम
    }
# The slash commands' choice of a preset, by its value (100 characters).
preset-choice = { preset-name }: { preset-blurb }
# A preset with some options set otherwise; $changes: their phrases (option-<key>-<value>),
# listed with option-list-separator.
preset-changed = { preset-name }, तर { $changes }

# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# /sho rules: the rules of Sho in a player's words, a page per topic (bot/ui/rules/pages.py,
# bot/ui/rules/message.py, cogs/rules.py). They restate docs/rules.md (R1-R28) for people at the
# table; the engine is the authority. The presets' names table, app and lhasa stay as written:
# they are what /sho new and /sho rules take.

# The slash command's words (cogs/described.py; 100 characters each).
command-rules = { -sho } कसरी खेल्ने, पृष्ठ-पृष्ठ
command-rules-preset = यी नियम बुझाउनुहोस् (पूर्वनिर्धारित: यहाँको खेल, वा सर्भरको)

# A page's card: its heading ($title, a page's title, rules-<topic>-title); its small print; its buttons.
rules-page-title = { -sho } का नियम: { $title }
rules-page = पृष्ठ { $page } / { $pages }
rules-previous = अघिल्लो
rules-next = अर्को

# The first page of a table whose rules differ from the table rules: $preset, the preset it was
# made from (table, app, lhasa); $changes, the options set otherwise than that preset (their
# phrases, option-<key>-<value>, listed with option-list-separator). A list of the differences
# from the table rules follows (option-<key>-<value>-explained), unless there are none (-as-table).
rules-differences-title = { preset-name } नियम
rules-differences = यी **{ preset-name }** नियम हुन्, { preset-blurb }। पछिका पृष्ठहरूका परम्परागत नियमभन्दा जहाँ फरक छन्, त्यहाँ यही पृष्ठ मान्य हुन्छ:
rules-differences-changed = यी **{ preset-name }** नियम हुन्, { preset-blurb }, तर { $changes }। पछिका पृष्ठहरूका परम्परागत नियमभन्दा जहाँ फरक छन्, त्यहाँ यही पृष्ठ मान्य हुन्छ:
rules-differences-as-table = यी **{ preset-name }** नियम हुन्, { preset-blurb }: पछिका पृष्ठहरूकै परम्परागत नियम।
rules-differences-changed-as-table = यी **{ preset-name }** नियम हुन्, { preset-blurb }, तर { $changes }: पछिका पृष्ठहरूकै परम्परागत नियम।

# The pages of the table rules, in order: each a title and a body in markdown. The house rules
# page lists every option's explanation (option-<key>-<value>-explained) between rules-house and
# rules-presets.

rules-glance-title = एक नजरमा { -sho }
rules-glance = { -sho } (ཤོ) तिब्बती र शेर्पा घरहरूको { -dice } खेल हो। काठको कचौरामा हल्लाइएका दुई { -dice } छालाको गद्दीमा बजारिन्छन्, र हरेक पक्षका नौ-नौ { -coin } 64 { -shell }को घुमाउरो { -track }मा दौडिन्छन्।

    - **खेलाडी:** 2 देखि 4 जना। 2 वा 3 जना हुँदा सबैले एक्लै खेल्छन्। 4 जना हुँदा आमनेसामने बस्नेहरू जोडीदार हुन्छन्: सिट 1 र 3 विरुद्ध सिट 2 र 4।
    - **{ -coin }:** हरेक पक्षसँग नौ वटा। जोडीदारले नौ { -coin }को एउटै सेट बाँड्छन्, र दुवैमध्ये जसले पनि जुनसुकै { -coin } सार्न सक्छ।
    - **{ -track }:** { -coin }हरू { -shell }हरूपछिको खाली ठाउँमा बस्छन्, { -spot } 1 देखि 63 सम्म। "7 मा" भएको { -coin } सातौँ { -shell }को ठीक पछि हुन्छ। अन्तिम { -shell }भन्दा पर { -home } हो।
    - **{ -turn }:** { -turn } सिटको क्रममा टेबल वरिपरि घुम्छ। आफ्नो { -turn }मा दुवै { -dice } फालेर तिनको जोड प्रयोग गर्नुहोस्।
    - **लक्ष्य:** सबै नौ { -coin } पहिले { -home } पुर्‍याउने पक्षले जित्छ। जोडीदारले सँगै जित्छन्।

rules-opening-title = { -opening }
rules-opening = तपाईंको पक्षको कुनै पनि { -coin } { -track }मा नहुँदा तपाईंको { -throw }ले **खोल्छ**:

    - दुई { -coin } सँगै, एउटै { -stack } भएर, जोडसँग मिल्ने { -spot }मा बस्छन्। 5 फाल्दा { -spot } 5 मा दुई { -coin } बस्छन्।
    - **{ -pa-ra }** (दुई एक) वा **{ -sug }** (जोड तीन) ले **तीन** { -coin } राख्छ। { -opening }मा आएको { -pa-ra } राखिँदैन, र फेरि फाल्न पाइँदैन।
    - त्यो { -spot }मा पहिले नै विपक्षीको { -stack } छ भने, जति ठूलो भए पनि त्यो मारिन्छ, र तपाईंले त्यसमा भएभन्दा एउटा बढी { -coin } राख्नुहुन्छ (आफ्ना दुई वा तीनभन्दा कम कहिल्यै होइन)। त्यसैले दुई खेलाडीले एउटै अङ्कले खोले, दोस्रोले पहिलोका दुई { -coin } मारेर तीन राख्छ।
    - हातमा भएभन्दा बढी { -coin } कहिल्यै राखिँदैन, तर छोटो { -opening }ले पनि मार्छ।
    - { -opening }ले कहिल्यै थप { -throw } दिँदैन: { -turn } अर्कोलाई जान्छ।

    तपाईंको पक्षको { -track }मा केही नबाँकी हुँदा, जस्तै सबै { -stack } मारिएपछि, तपाईं फेरि खोल्नुहुन्छ।

rules-moving-title = { -coin } सार्ने
rules-moving = { -track }मा { -coin } भएपछि हरेक { -throw }ले यी दुईमध्ये ठ्याक्कै एउटा काम गर्छ:

    - हातबाट एउटा नयाँ { -coin } जोडसँग मिल्ने { -spot }मा **हाल्ने**, वा
    - आफ्नो एउटा { -stack } जोड जति अघि **सार्ने**। पूरै { -stack } सर्छ: { -stack } कहिल्यै फुट्दैन।

    { -coin }हरू बाटोमा भएका सबैलाई नाघेर जान्छन्; जहाँ पुग्छन्, त्यही { -spot } मात्र महत्त्वपूर्ण हुन्छ। एउटा { -spot }मा एउटै पक्षका { -coin } मात्र, सधैँ एउटै { -stack } भएर बस्छन्।

    कुनै { -move } सम्भव छ भने एउटा चाल्नैपर्छ। एउटै { -move } सम्भव हुँदा त्यो तपाईंका लागि आफैँ चालिन्छ। कुनै पनि सम्भव नहुँदा { -throw } खेर जान्छ र { -turn } अर्कोलाई जान्छ।

rules-stacking-title = { -stack } बनाउने र मार्ने
rules-stacking = - **{ -stack } बनाउने:** आफ्नै { -coin }मा पुग्दा ती मिलेर एउटै ठूलो { -stack } बन्छन्। त्यसपछि ती एउटै { -throw }मा सँगै हिँड्छन्। { -stack } बनाउँदा **अर्को { -throw }** पाइन्छ।
    - **मार्ने (sod):** आफ्नो जत्तिकै वा सानो विपक्षी { -stack }मा पुग्दा त्यो मारिन्छ: त्यसका { -coin } मालिकको हातमा फर्कन्छन् र फेरि घुमेर आउनुपर्छ। मार्दा **अर्को { -throw }** पाइन्छ।
    - **रोकिने:** तपाईंको भन्दा ठूलो विपक्षी { -stack }ले तपाईंलाई रोक्छ। त्यहाँ पुग्न मिल्दैन, त्यसैले त्यो { -move } चल्दैन।
    - हातबाट हालिएको एउटा नयाँ { -coin }ले विपक्षीको एउटा { -coin } मार्छ, र दुई वा बढीको { -stack }ले त्यो रोकिन्छ।

    थप { -throw } जति पनि लगातार आउन सक्छन्: मारेर पाएको { -throw }, त्यसपछि { -stack } बनाएर पाएको अर्को, यसरी नै। जोडीदारका { -coin } सँगै { -stack } बन्छन् र एकअर्कालाई कहिल्यै मार्दैनन्।

rules-para-title = { -pa-ra }
rules-para = दुई एकलाई **{ -pa-ra }** (པ་ར) भनिन्छ। यसमा { -coin } सारिँदैन: दुई कदम राखेर तुरुन्तै फेरि फाल्नुहुन्छ।

    - अर्को { -throw }मा नयाँ जोडले, राखिएका दुईले, वा दुवै जोडेर सार्न सक्नुहुन्छ, तर एउटै { -move } मात्र।
    - फेरि { -pa-ra } आए त्यो पनि राखिन्छ, अझ दुई थपिन्छ: लगातार दुई { -pa-ra }ले चार कदम, तीनले छ कदम राख्छन्।
    - अन्त्यमा कुनै { -move } सम्भव नभए, राखिएका कदम { -throw }सँगै खेर जान्छन्।
    - { -opening }मा भने { -pa-ra }ले सिधै तीन { -coin } { -track }मा राख्छ।

    { -pa-ra }पछिको { -throw } उही { -throw }को भाग हो, थप { -throw } होइन, जुनसुकै टेबल विकल्प भए पनि।

rules-crooked-nine-title = { -crooked-nine }
rules-crooked-nine = 3 र 6 को { -throw } **{ -crooked-nine }** (dgu sna kyog, དགུ་སྣ་ཀྱོག) हो।

    तपाईंको पक्षले पहिले खोलिसकेको छ, अहिले { -track }मा कुनै { -coin } छैन, र { -spot } 9 खाली छ भने, { -crooked-nine }ले **हातका सबै { -coin }** एउटै { -stack } बनाएर { -spot } 9 मा राख्छ।

    { -spot } 9 मा विपक्षीको { -stack } छ, वा तपाईंको पक्षले कहिल्यै खोलेको छैन भने, यो नौको सामान्य { -opening } हुन्छ: { -spot } 9 मा दुई { -coin }, वा त्यहाँ भएको विपक्षी { -stack }भन्दा एउटा बढी, र त्यो { -stack } मारिन्छ।

    { -track }मा तपाईंका { -coin } हुँदा 3 र 6 भनेको सामान्य नौ मात्र हो।

rules-finishing-title = { -home } पुग्ने र जित्ने
rules-finishing = { -stack } अन्तिम { -shell }पछिको खाली ठाउँमा (64 वा बढी) पुग्ने वा नाघ्नेबित्तिकै { -track } छाडेर { -home } पुग्छ। ठ्याक्कै मिल्ने { -throw } चाहिँदैन, र बाँकी कदम खेर जान्छन्।

    - नयाँ { -coin } हातबाट सिधै { -home } कहिल्यै जाँदैन।
    - { -home } पुग्दा तपाईंको { -turn } सकिन्छ: थप { -throw } पाइँदैन।
    - तपाईंको पक्षका सबै { -stack } { -home } पुगिसके तर हातमा अझै { -coin } छन् भने, अर्को { -throw }ले फेरि खोल्छ।

    कुनै पक्षका सबै नौ { -coin } { -home } पुग्नेबित्तिकै खेल सकिन्छ। त्यो पक्षले जित्छ, चार जनाको खेलमा दुवै जोडीदारले सँगै।

rules-house-title = घरेलु नियम र नियम-सेट
rules-house = { -sho } घरपिच्छे फरक तरिकाले खेलिन्छ। तलको हरेक फरक एउटा विकल्प हो: खेल मिलाउँदा (`/sho new`) छानिन्छ र पूरै खेलभर रहन्छ। परम्परागत नियममा, जुन यसअघिका पृष्ठहरूले बताउँछन्, सबै विकल्प बन्द हुन्छन्।
rules-presets = **नियम-सेट**ले सबै विकल्प एकैपटक भर्छन्: **table** (सबै विकल्प बन्द), **app** (SHO एपजस्तै: { -pa-ra }मा सार्ने वा फेरि फाल्ने, तीन { -pa-ra }मा { -victory }, बाँकी कदम अघि बढ्छन्, अन्तिम { -coin } मार्दा { -turn } सकिन्छ) र **lhasa** (ल्हासाको नाम्चेन रेस्टुरेन्टजस्तै: दुई { -coin }सहितको { -pa-ra }, अन्तिम { -coin } मार्दा { -turn } सकिन्छ, पछिका { -opening }मा दुई { -coin })। `/sho rules preset:app` ले एउटा बुझाउँछ।

rules-places-title = स्थान र रेटिङ
rules-places = { -sho } मा एउटै विजेता हुन्छ: सबै नौ { -coin } पहिले { -home } पुर्‍याउने पक्ष। बोटको तालिकाका लागि अरू पक्षलाई पनि स्थान दिइन्छ:

    - **स्थान:** विजेतापछि, धेरै { -coin } { -home } पुगेको पक्ष अगाडि हुन्छ; बराबर भए, जसका { -coin }लाई कम कदम बाँकी छ ऊ अगाडि ({ -spot } 50 को { -coin }लाई 14 बाँकी, हातको { -coin }लाई 64)। दुवैमा बराबर पक्षहरूले एउटै स्थान बाँड्छन्। जोडीदारले आफ्नो पक्षको स्थान बाँड्छन्।
    - **छाड्ने:** छाड्ने वा हटाइएको खेलाडी, जसले जिते पनि, अन्तिम गनिन्छ, खेल त्यसपछि अन्त्य गरिए पनि।
    - **अधुरा खेल:** कसैले नजित्दै अन्त्य गरिएको खेल अरू कसैका लागि गनिँदैन।
    - **रेटिङ:** मानिसहरूबीचका खेल मात्र रेटिङमा गनिन्छन् (OpenSkill, जोडीदार एउटै टोली); कम्प्युटर सिट भएको खेल तपाईंको तथ्याङ्कमा रहन्छ तर रेटिङमा कहिल्यै गनिँदैन। तपाईंको रेटिङ सावधानीपूर्ण अनुमान हो: 25 बाट सुरु हुन्छ, र पहिला पाँच रेटिङ खेलसम्म अस्थायी रहन्छ। /sho leaderboard, /sho stats र /sho history हेर्नुहोस्।

rules-tips-title = सुझाव र शब्द
rules-tips = **सुझाव**
    - { -stack } नै बल हो: ठूलो { -stack }ले एउटै { -throw }मा धेरै { -coin } सार्छ, र बराबर वा ठूलो { -stack }ले मात्र त्यसलाई मार्न सक्छ।
    - दुई { -dice }को सबैभन्दा धेरै आउने जोड सात हो: विपक्षीको { -stack }भन्दा छ देखि आठ { -spot } अगाडि रहेको एक्लो { -coin } सबैभन्दा खतरामा हुन्छ।
    - विपक्षीको { -track }मा केही नहुँदा { -spot } 2 देखि 12 बाट टाढा बस्नुहोस्: { -opening } जहाँ पर्छ, त्यहाँ भएको जे पनि मार्छ।
    - दुई काम गर्ने { -move } खोज्नुहोस्: खतराबाट पनि निस्कने, अर्को { -throw } पनि दिलाउने।
rules-words-heard = **तपाईंले सुन्ने शब्दहरू**
    - **{ -sho }** (ཤོ): { -dice }, र तिनले खेलिने खेल।
    - **{ -pa-ra }** (པ་ར): दुई एकको { -throw }।
    - **{ -sug }** (སུག): जोड तीन।
    - **{ -crooked-nine }** (dgu sna kyog, དགུ་སྣ་ཀྱོག): 3 र 6।
    - **सोद** (sod, གསོད): { -stack } मार्नु।
    - **{ -dice-cup }** (sho phor, ཤོ་ཕོར): { -dice } हल्लाउने काठको कचौरा। **{ -dice-pad }** (sho den, ཤོ་གདན): छालाको गद्दी।
    - **लाग ख्यी** (lag khyi, ལག་ཁྱི, "हातका कुकुर"): हरेक पक्षले { -track }मा दौडाउने { -coin }।

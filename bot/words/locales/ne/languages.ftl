# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# Choosing a language (/sho language). Each language is named in itself, in every catalogue.

# $language: a locale's name (en, en-XA, ...).
language-name = { $language ->
        [en] English
        [en-XA] Pseudo-English (अनुवाद जाँच्नका लागि)
        [bo] བོད་ཡིག
        [ne] नेपाली
        [zh-CN] 简体中文
       *[other] { $language }
    }
language-automatic = स्वचालित (Discord को भाषा, नभए सर्भरको)
command-language = तपाईंले मात्र देख्ने ठाउँमा बोटले बोल्ने भाषा छान्नुहोस्
command-language-language = तपाईंको भाषा (म कुन भाषा बोल्छु हेर्न खाली छाड्नुहोस्)
# $name: the language's name; $server: the server's language's name.
language-yours-chosen = तपाईंले मात्र देख्ने ठाउँमा म तपाईंसँग { $name } बोल्छु। बोर्ड र पिङ टेबलको भाषामा हुन्छन् (यो सर्भरमा { $server })।
language-yours-discord = तपाईंको Discord { $name } मा भएकाले म तपाईंसँग { $name } बोल्छु। `/sho language` बाट अर्को छान्नुहोस्। बोर्ड र पिङ टेबलको भाषामा हुन्छन् (यो सर्भरमा { $server })।
language-yours-server = म तपाईंसँग यो सर्भरको भाषा, { $name }, बोल्छु। `/sho language` बाट अर्को छान्नुहोस्।
language-chosen = अबदेखि तपाईंले मात्र देख्ने ठाउँमा म तपाईंसँग { $name } बोल्छु। बोर्ड र पिङ टेबलको भाषामा हुन्छन् (यो सर्भरमा { $server })।
language-automatic-chosen = अबदेखि म सकेसम्म तपाईंको Discord को भाषा बोल्छु (अहिले { $name }), नभए सर्भरको।

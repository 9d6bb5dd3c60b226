# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The post-game analysis (issue 38): luck and skill, from a finished game's record
# (bot/ui/review/analysis.py, cogs/analysis.py). Win chances are given in percentage points:
# $luck signed ("+12.3", "-4.0"), $given_up plain ("0.6"). भाग्य is luck; गुमाएको ("given up")
# is the win chance a choice lost against the best one.

## Words for the scales (bot/ai/analysis/scale.py)

# A side's luck over the game ($luck_word: very-lucky, lucky, even, unlucky, very-unlucky).
analysis-luck-word = { $luck_word ->
        [very-lucky] निकै भाग्यमानी
        [lucky] भाग्यमानी
        [even] बराबर भाग्य
        [unlucky] अभागी
       *[very-unlucky] निकै अभागी
    }
# A person's play over the game ($label: world-class ... beginner).
analysis-label = { $label ->
        [world-class] विश्वस्तरीय
        [expert] विशेषज्ञ
        [advanced] उन्नत
        [intermediate] मध्यम
        [casual] सामान्य
       *[beginner] नौसिखिया
    }

## One line per person under the game's summary, once the analysis is ready

analysis-summary-line = ⚖️ **{ $name }**: भाग्य { $luck } ({ analysis-luck-word }) · { $decisions ->
        [0] जाँच्ने छनोट छैन
        [one] { analysis-label }, एउटै छनोटमा { $given_up } गुमाए
       *[other] { analysis-label }, { $decisions } छनोटमा प्रति छनोट { $given_up } गुमाए
    }

## The private view: the Analysis button under the summary, and /sho analysis

analysis-button = विश्लेषण
analysis-title = खेल #{ $game } को विश्लेषण
analysis-graph-heading = **जित्ने सम्भावना**, पहिलो { -throw }देखि अन्तिमसम्म ({ $throws } { -throw }):
analysis-moments-heading = **मुख्य क्षण**
analysis-moment-luck = { -throw } { $throw }: { $name } का लागि { $luck_sign ->
        [up] भाग्यमानी
       *[down] अभागी
    } { -throw } ({ $swing })
analysis-moment-error = { -throw } { $throw }: { $name } को छनोटले { $swing } गुमायो
analysis-no-moments = कुनै { -throw } वा छनोटले खेल धेरै फेरेन।
analysis-figures-heading = **तथ्याङ्क**
analysis-person = **{ $name }**: भाग्य { $luck } ({ analysis-luck-word }); { $very_lucky } निकै भाग्यमानी { -throw }, { $very_unlucky } निकै अभागी
analysis-person-play = { $decisions ->
        [0] { $name } का जाँच्ने छनोट छैनन् (कम्प्युटरले खेल्यो, वा हरेक { -move } बाध्य थियो)।
       *[other] { analysis-label }: { $decisions } छनोट, { $errors } गल्ती, { $blunders } ठूला गल्ती, प्रति छनोट औसत { $given_up } गुमाए।
    }
analysis-skill-winner = पासाको भाग हटाएर सीप मात्रले हेर्दा: { $name } ले { $same ->
        [yes] जसरी पनि जिते।
       *[no] जित्ने थिए।
    }
analysis-moment-button = { -throw } { $throw }
analysis-footer = भाग्य: हरेक { -throw }ले आफ्नो पक्षको सम्भावना 21 किसिमका { -throw }को औसतभन्दा कति सार्‍यो। गुमाएको: उत्तम छनोटको तुलनामा कुनै छनोटले गुमाएको सम्भावना।

## /sho stats: a player's averages over their analysed games

analysis-stats = विश्लेषण गरिएका { $games } खेलमा: प्रति खेल भाग्य { $luck }{ $judged ->
        [0] ।
       *[other] , प्रति छनोट { $given_up } गुमाए।
    }

## The command in Discord's command picker (cogs/described.py)

command-analysis = सकिएको खेलमा भाग्य र सीप, आफैँलाई मात्र
command-analysis-game = खेलको नम्बर (/sho history मा हेर्नुहोस्)

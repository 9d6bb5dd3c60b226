# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# A rematch: a new table offering each player of the finished game their seat again.
# $people: the people who have not taken their seat yet, as mentions separated by commas.
# **सामेल हुनुहोस्** is the Join button's label (buttons.ftl: button-join).

lobby-rematch-waiting = 🔁 फेरि खेलौं: { $people } ले **सामेल हुनुहोस्** थिच्ने पर्खाइमा। उनीहरूले थिचेपछि, वा होस्टले सुरु गरेपछि खेल सुरु हुन्छ (खाली सिटमा कम्प्युटर बस्छ)।
# $host: the name of the person who asked; $people: mentions (or names, where the server has turned pings off).
rematch-offer = 🔁 { $host } फेरि खेल्न चाहन्छन्: { $people }, आफ्नो सिट फेरि लिन नयाँ टेबलमा **सामेल हुनुहोस्** थिच्नुहोस्।

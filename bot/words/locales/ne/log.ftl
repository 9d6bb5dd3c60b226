# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The table's log: one line per event. $name is a seat's name, made safe to show.

log-joined = { $name } सामेल भए।
log-left-lobby = { $name } गए।
log-left-game = { $name } गए; उनको सिटमा कम्प्युटरले खेल्छ।
log-removed-counted = { $name } लाई हटाइयो; उनको सिटमा कम्प्युटरले खेल्छ, र यो खेल उनको हारमा गनिन्छ।
log-removed-not-counted = { $name } लाई होस्टले हटाए; उनको सिटमा कम्प्युटरले खेल्छ, र यो खेल उनका लागि गनिँदैन।
# A line after which the host passed on to $host.
log-host-now = { $line } अब { $host } होस्ट हुन्।
log-began = खेल सुरु भयो: पहिले { $name } ले फाल्छन्।
log-ran-out-of-time = { $name } को समय सकियो; यो { -turn } कम्प्युटरले खेल्छ।
log-away = { $name } ले { $missed } { -turn } गुमाए: उनी नफर्केसम्म कम्प्युटरले खेल्छ।
log-returned = { $name } फर्किए।
log-paused = टेबलमा कोही छैन: खेल रोकियो।
# A person gave up a game between two people ($name, their seat); the other person wins.
log-resigned = { $name } ले हार स्वीकारे: अर्को खेलाडीको जित।
log-closed = { $reason ->
        [ended] खेल अन्त्य गरियो।
        [abandoned] खेल अधुरै छाडियो।
        [deserted] सबै जना गए: खेल सकियो।
       *[other] खेल सकियो: { end-reason }।
    }

# Why a table is over, as a clause ("यो टेबल बन्द भयो: टेबलको समय सकियो।"), by its reason;
# "cancelled" when no reason was kept.
end-reason = { $reason ->
        [won] कसैले जित्यो
        [host_cancelled] होस्टले रद्द गरे
        [lobby_expired] टेबलको समय सकियो
        [lobby_emptied] सबै जना गए
        [ended] मोडरेटर वा होस्टले अन्त्य गरे
        [deserted] सबै जना गए
        [abandoned] एक दिन रोकिएपछि अधुरै छाडियो
        [resigned] हार स्वीकारियो
       *[cancelled] रद्द भयो
    }

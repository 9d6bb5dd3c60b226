# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# The words of the /sho commands in Discord's command picker (100 characters each).

command-sho = { -sho } खेल्नुहोस्: तिब्बती र शेर्पा घरहरूको पासा दौड

# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# /sho export: a finished game as a JSON file (cogs/community.py).

# The message the file comes with.
export-sent = खेल #{ $game } फाइलमा: यसका सिट, सेटिङ, हरेक { -throw } र { -move }, र हरेक { -throw }अघिको स्थिति।

## The command in Discord's command picker (cogs/described.py)

command-export = सकिएको खेल JSON फाइलमा, आफैँलाई मात्र
command-export-game = खेलको नम्बर (/sho history मा हेर्नुहोस्)

## The button under a finished game's summary (bot/ui/review/export.py)

export-button = डाउनलोड

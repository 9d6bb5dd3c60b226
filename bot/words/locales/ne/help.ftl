# This Nepali translation is a draft by the Sho bot's developers and awaits review by a native speaker.
# To send corrections, see docs/translating.md.

# /sho help: every command on one screen (cogs/help.py). A command's usage keeps its English
# option names (`/sho swap <first> <second>`): they are what Discord takes.

help-title = { -sho } का कमान्डहरू
# One command: $usage is how it is typed (`/sho swap <first> <second>`), $description what it does.
help-line = `{ $usage }`: { $description }
help-footer = <option> दिनैपर्छ; [option] नदिए पनि हुन्छ।

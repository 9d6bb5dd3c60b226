# The words of the /sho commands in Discord's command picker: each command's description, its
# options' descriptions and choices (cogs/described.py). Key: command-<name>[-<option>].
# Discord allows 100 characters for each.

command-sho = Play Sho, the Tibetan and Sherpa dice race

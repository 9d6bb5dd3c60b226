"""The Sho bot: a pure rules engine, computer players, a text board, and the Discord layers on top.

This package imports nothing outside the standard library, so `bot.engine`, `bot.ai` and
`bot.render` load without discord.py installed.
"""

"""Draws the bot's Discord messages to PNG, for anyone changing what players see.

    .venv/bin/python -m devtools.pictures                  # scripted games -> pictures/*.png
    .venv/bin/python -m devtools.pictures saved.json       # a saved message (or a list of them)
    .venv/bin/python -m devtools.pictures --html-only      # the pages alone, no Chromium

The scripted games (scenarios.py) run the real bot against the fake Discord and copy the
messages players see at chosen moments; page.py draws each message's JSON as an HTML page in
Discord's dark theme (theme.py, markdown.py); chromium.py shoots each page with headless Chromium
at 390 px (a phone) and 1280 px (a desktop), as tall as its content, and the command prints
every PNG's path and size. Chromium and the fonts come from Debian:
apt-get install chromium fonts-noto-color-emoji fonts-tibetan-machine fonts-noto-core
fonts-noto-cjk.
"""

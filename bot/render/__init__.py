"""The board and the words of Sho as text: pure functions over `bot.engine`, the catalogue
(`bot.words`) and the standard library.

`render_board` draws a position for Discord (markdown around a code block, optionally coloured)
or as plain text; `board_text` draws a bare position; `move_label`, `move_description` and
`event_line` give the words for buttons, select menus and the game log.
"""

from __future__ import annotations

from bot.render.drawn import DrawnBoard, board_text, render_board
from bot.render.names import safe_name
from bot.render.rules_words import (
    OPTION_WORDS,
    Message,
    OptionWords,
    changed_phrases,
    every_house_rule_explained,
    house_rules,
    option_choice_key,
    option_explained,
    option_help,
    option_help_message,
    option_keys,
    option_phrase,
    options_listed,
    preset_blurb,
    preset_name,
    rules_summary,
)
from bot.render.spiral import spiral_lines
from bot.render.style import Theme
from bot.render.words import dice_text, event_line, move_description, move_label

__all__ = [
    "OPTION_WORDS",
    "DrawnBoard",
    "Message",
    "OptionWords",
    "Theme",
    "board_text",
    "changed_phrases",
    "dice_text",
    "event_line",
    "every_house_rule_explained",
    "house_rules",
    "move_description",
    "move_label",
    "option_choice_key",
    "option_explained",
    "option_help",
    "option_help_message",
    "option_keys",
    "option_phrase",
    "options_listed",
    "preset_blurb",
    "preset_name",
    "render_board",
    "rules_summary",
    "safe_name",
    "spiral_lines",
]

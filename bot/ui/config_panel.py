"""The private panel of /sho config: every setting a server has for its new games."""

from __future__ import annotations

from bot.engine import TABLE_OPTIONS, Level, Options
from bot.render import OPTION_WORDS, option_phrase, rules_summary
from bot.services.limits import LOBBIES_PER_HOST, TABLE_LIMIT
from bot.services.server_config import rules_of
from bot.store import GuildSettings
from bot.words import ENGLISH, Words


def moved(words: Words = ENGLISH) -> str:
    """What /sho settings, the command's old name, says above the panel."""
    return words.say("config-moved")


def _options_lines(options: Options, words: Words) -> list[str]:
    return [
        words.say(
            "config-option",
            option=OPTION_WORDS[option].title,
            value=option_phrase(option, option.of(options)),
        )
        for option in TABLE_OPTIONS
    ]


def config_panel(
    settings: GuildSettings, bot_turn_seconds: int, *, changed: bool, words: Words = ENGLISH
) -> str:
    """The panel as one message: the rules, then the server's table and game settings."""
    preset, options = rules_of(settings)
    turn = settings.turn_seconds or bot_turn_seconds
    minutes, remainder = divmod(turn, 60)
    level = settings.computer_level
    channels = settings.game_channels
    role = settings.moderator_role_id
    lines = [
        words.say("config-title-saved" if changed else "config-title"),
        words.say("config-rules", rules=rules_summary(preset, options)),
        *_options_lines(options, words),
        words.say(
            "config-turn-time" if settings.turn_seconds else "config-turn-time-default",
            minutes=minutes,
            remainder=remainder,
            seconds=turn,
        ),
        words.say(
            "config-level" if level else "config-level-default",
            level=(level or Level.NORMAL).value,
        ),
        words.say("config-channels", channels=", ".join(f"<#{c}>" for c in channels))
        if channels
        else words.say("config-channels-every"),
        words.say("config-threads" if settings.threads else "config-no-threads"),
        words.say("config-turn-pings", pings="yes" if settings.turn_pings else "no"),
        words.say("config-moderators")
        if role is None
        else words.say("config-moderators-role", role=str(role)),
        words.say(
            "config-table-limit" if settings.table_limit else "config-table-limit-default",
            limit=settings.table_limit or TABLE_LIMIT,
            waiting=LOBBIES_PER_HOST,
        ),
        words.say("config-footer"),
    ]
    return "\n".join(lines)

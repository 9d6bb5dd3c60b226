"""The private panel of /sho config: every setting a server has for its new games."""

from __future__ import annotations

from bot.engine import TABLE_OPTIONS, Options
from bot.render import OPTION_WORDS, option_phrase, rules_summary
from bot.services.limits import LOBBIES_PER_HOST, TABLE_LIMIT
from bot.services.server_config import rules_of
from bot.store import GuildSettings

MOVED = "/sho settings is now /sho config: it shows and changes every setting of the server."


def turn_text(seconds: int) -> str:
    """'2 min', '90 s'."""
    minutes, rest = divmod(seconds, 60)
    return f"{minutes} min" if not rest else f"{seconds} s"


def _options_lines(options: Options) -> list[str]:
    return [
        f"  • {OPTION_WORDS[option].title}: {option_phrase(option, option.of(options))}"
        for option in TABLE_OPTIONS
    ]


def config_panel(settings: GuildSettings, bot_turn_seconds: int, *, changed: bool) -> str:
    """The panel as one message: the rules, then the server's table and game settings."""
    preset, options = rules_of(settings)
    turn = settings.turn_seconds
    level = settings.computer_level
    channels = settings.game_channels
    role = settings.moderator_role_id
    lines = [
        "**Sho on this server**" + (": saved. New games use these settings." if changed else ""),
        f"**Rules**: {rules_summary(preset, options)}",
        *_options_lines(options),
        f"**Turn time**: {turn_text(turn or bot_turn_seconds)}"
        + ("" if turn else " (the bot default)"),
        f"**Computers play**: {(level.value if level else 'normal')}"
        + ("" if level else " (the bot default)"),
        "**Games start in**: "
        + (", ".join(f"<#{c}>" for c in channels) if channels else "every channel"),
        "**New games open**: "
        + ("in a thread of the channel" if settings.threads else "in the channel"),
        f"**Turns ping the player**: {'yes' if settings.turn_pings else 'no'}"
        " (each player can turn their own off with /sho pings)",
        "**End games and remove players**: Manage Server"
        + (f" and <@&{role}>" if role is not None else ""),
        f"**Games and open tables at once**: at most {settings.table_limit or TABLE_LIMIT}"
        + ("" if settings.table_limit else " (the bot default)")
        + f"; each person may have {LOBBIES_PER_HOST} tables waiting for players",
        "-# A game's own /sho new choices win. Members with Manage Server change these with"
        " the options of /sho config; games under way keep their settings.",
    ]
    return "\n".join(lines)

"""The private panel of /sho config: every setting a server has for its new games, each with
the select or button that changes it (Components V2: one card; a setting a select shows whole,
such as the turn time, has no line of words besides it, so the panel fits a phone).

The panel is a table (`SETTINGS`): each setting says its words, how its control offers values,
and the change a value makes. Two controls serve them all: a menu (`sho:cfg:<setting>`) and a
switch (`sho:cfg:<setting>:on|off`); a click carries the value chosen, never state, so a panel
opened before a restart still changes the server. A click saves the change through
`ServerConfig.change` (Manage Server only: anyone else is refused privately) and redraws the
panel from what was saved. A member without Manage Server sees the panel with its controls
disabled.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import discord

from bot.engine import TABLE_OPTIONS, Level, OptionValue, Preset, TableOption
from bot.render import OptionWords, option_phrase, rules_summary
from bot.services.limits import LOBBIES_PER_HOST, TABLE_LIMIT, TABLE_LIMIT_MOST
from bot.services.server_config import CHANNELS_KEPT, ConfigChange, rules_of
from bot.store import GuildSettings
from bot.ui.kit.answer import Answer
from bot.ui.kit.cards import Block, card, section, separator
from bot.ui.kit.controls import Answered, Menu, MenuKind, button, chosen_values, menu, option
from bot.ui.kit.host import host_of
from bot.ui.kit.replies import Reply
from bot.words import ENGLISH, Language, Words

PANEL_COLOUR = discord.Colour.dark_teal().value
TURN_CHOICES = (30, 60, 120, 180, 300, 600, 900, 1800, 3600, 3 * 3600, 12 * 3600, 24 * 3600)
"""The turn times the panel offers, in seconds (a time set otherwise is offered too)."""
LIMIT_CHOICES = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, TABLE_LIMIT_MOST)
"""The table limits the panel offers (a limit set otherwise is offered too)."""
_OPTIONS = {option.name: option for option in TABLE_OPTIONS}


def manages(interaction: discord.Interaction[Any]) -> bool:
    """Whether the member may change the server's settings: Manage Server (or Administrator)."""
    permissions = interaction.permissions
    return bool(permissions.manage_guild or permissions.administrator)


# ---- what the panel says ----------------------------------------------------------------------


def moved(words: Words = ENGLISH) -> str:
    """What /sho settings, the command's old name, says above the panel."""
    return words.say("config-moved")


def _turn_words(seconds: int) -> dict[str, int]:
    minutes, remainder = divmod(seconds, 60)
    return {"minutes": minutes, "remainder": remainder, "seconds": seconds}


def _rules_line(settings: GuildSettings, words: Words) -> str:
    """The preset and what differs from it; the selects below offer the rest."""
    preset, options = rules_of(settings)
    return words.say("config-rules", rules=rules_summary(preset, options, words))


def _channels_line(settings: GuildSettings, words: Words) -> str:
    channels = settings.game_channels
    if not channels:
        return words.say("config-channels-every")
    return words.say("config-channels", channels=", ".join(f"<#{c}>" for c in channels))


def _moderators_line(settings: GuildSettings, words: Words) -> str:
    role = settings.moderator_role_id
    if role is None:
        return words.say("config-moderators")
    return words.say("config-moderators-role", role=str(role))


def _limit_line(settings: GuildSettings, words: Words) -> str:
    return words.say(
        "config-table-limit" if settings.table_limit else "config-table-limit-default",
        limit=settings.table_limit or TABLE_LIMIT,
        waiting=LOBBIES_PER_HOST,
    )


# ---- the table of settings ------------------------------------------------------------------


@dataclass(frozen=True)
class Shown:
    """What the panel is drawn from: the server's settings, the bot's own defaults, and the
    words of the person who opened it."""

    settings: GuildSettings
    bot_turn_seconds: int
    bot_language: str
    words: Words


class MenuSetting(StrEnum):
    """A setting changed by a select (the value is its custom id's part)."""

    PRESET = "preset"
    RULE = "rule"
    TURN = "turn"
    LEVEL = "level"
    CHANNELS = "channels"
    MODERATORS = "moderators"
    LIMIT = "limit"
    LANGUAGE = "language"


class SwitchSetting(StrEnum):
    """A setting turned on or off by a button beside its line."""

    THREADS = "threads"
    PINGS = "pings"


@dataclass(frozen=True)
class MenuRow:
    """A setting's select: what it offers for the panel as shown, and the change the values a
    click sends make."""

    setting: MenuSetting
    offered: Callable[[Shown], Menu]
    change: Callable[[list[str]], ConfigChange]


@dataclass(frozen=True)
class SwitchRow:
    """A setting's line with its on/off button (the button offers the other state)."""

    setting: SwitchSetting
    line: Callable[[Shown], str]
    label: Callable[[bool], str]
    """The button's message when it would turn the setting on (True) or off."""
    now: Callable[[GuildSettings], bool]
    change: Callable[[bool], ConfigChange]


Row = MenuRow | SwitchRow | Callable[[Shown], str] | None
"""A piece of the panel: a control, a line of words, or None for a separator."""


def _presets(shown: Shown) -> Menu:
    current = rules_of(shown.settings)[0]
    words = shown.words
    return Menu(
        options=[
            option(
                words.say("config-preset-choice", preset=preset.value),
                preset.value,
                description=words.say("config-preset-choice-about", preset=preset.value),
                default=preset is current,
            )
            for preset in Preset
        ]
    )


def _rule_value(option_: TableOption[OptionValue], value: OptionValue) -> str:
    return f"{option_.name}={option_.to_json(value)}"


def _rule_change(raw: str) -> dict[TableOption[OptionValue], OptionValue]:
    """The option a house rule's value names, set as it says; nothing for a value the panel
    never offers."""
    name, _, value = raw.partition("=")
    found = _OPTIONS.get(name)
    if found is None:
        return {}
    wanted: object = {"True": True, "False": False}.get(value, value)
    chosen = [v for v in found.values if found.to_json(v) == wanted]
    return {found: chosen[0]} if chosen else {}


def _rules(shown: Shown) -> Menu:
    now = rules_of(shown.settings)[1]
    words = shown.words
    return Menu(
        placeholder=words.say("config-rule-placeholder"),
        options=[
            option(
                option_phrase(rule, value, words),
                _rule_value(rule, value),
                description=OptionWords(rule, words).help,
            )
            for rule in TABLE_OPTIONS
            for value in rule.values
            if value != rule.of(now)
        ],
    )


def _with(choices: tuple[int, ...], *more: int) -> list[int]:
    """The choices offered, with the value set now and the bot's default among them."""
    return sorted({*choices, *more})


def _number(raw: list[str]) -> int | None:
    return int(raw[0]) if raw and raw[0].isdigit() and len(raw[0]) <= 6 else None


def _turns(shown: Shown) -> Menu:
    default = shown.bot_turn_seconds
    current = shown.settings.turn_seconds or default
    return Menu(
        options=[
            option(
                shown.words.say(
                    "config-turn-choice-default" if seconds == default else "config-turn-choice",
                    hours=0 if seconds % 3600 else seconds // 3600,
                    **_turn_words(seconds),
                ),
                str(seconds),
                default=seconds == current,
            )
            for seconds in _with(TURN_CHOICES, current, default)
        ]
    )


def _levels(shown: Shown) -> Menu:
    current = shown.settings.computer_level or Level.NORMAL
    return Menu(
        options=[
            option(
                shown.words.say(
                    "config-level-choice-default"
                    if level is Level.NORMAL
                    else "config-level-choice",
                    level=level.value,
                ),
                level.value,
                default=level is current,
            )
            for level in Level
        ]
    )


def _channels(shown: Shown) -> Menu:
    return Menu(
        kind=MenuKind.CHANNELS,
        placeholder=shown.words.say("config-channels-placeholder"),
        channel_types=[discord.ChannelType.text.value],
        min_values=0,
        max_values=CHANNELS_KEPT,
        default_values=[{"id": c, "type": "channel"} for c in shown.settings.game_channels],
    )


def _roles(shown: Shown) -> Menu:
    role = shown.settings.moderator_role_id
    return Menu(
        kind=MenuKind.ROLES,
        placeholder=shown.words.say("config-role-placeholder"),
        min_values=0,
        max_values=1,
        default_values=[] if role is None else [{"id": role, "type": "role"}],
    )


def _limits(shown: Shown) -> Menu:
    current = shown.settings.table_limit or TABLE_LIMIT
    return Menu(
        options=[
            option(
                shown.words.say(
                    "config-limit-choice-default"
                    if limit == TABLE_LIMIT
                    else "config-limit-choice",
                    limit=limit,
                ),
                str(limit),
                default=limit == current,
            )
            for limit in _with(LIMIT_CHOICES, current, TABLE_LIMIT)
        ]
    )


def _languages(shown: Shown) -> Menu:
    current = shown.settings.language or shown.bot_language
    return Menu(
        options=[
            option(
                shown.words.say("language-name", language=language.value),
                language.value,
                default=language.value == current,
            )
            for language in Language
        ]
    )


def _first(values: list[str], kinds: Sequence[StrEnum]) -> Any:
    chosen = [kind for kind in kinds if kind.value in values]
    return chosen[0] if chosen else None


def _ids(values: list[str]) -> tuple[int, ...]:
    return tuple(int(value) for value in values if value.isdigit())


def _moderator(values: list[str]) -> ConfigChange:
    roles = _ids(values)
    return ConfigChange(moderator_role=roles[0]) if roles else ConfigChange(no_moderator_role=True)


def _house_rules(values: list[str]) -> ConfigChange:
    change: dict[TableOption[OptionValue], OptionValue] = {}
    for raw in values:
        change |= _rule_change(raw)
    return ConfigChange(options=change)


def _language(values: list[str]) -> ConfigChange:
    chosen = _first(values, list(Language))
    return ConfigChange(language=None if chosen is None else chosen.value)


SETTINGS: tuple[Row, ...] = (
    lambda shown: _rules_line(shown.settings, shown.words),
    MenuRow(MenuSetting.PRESET, _presets, lambda v: ConfigChange(preset=_first(v, list(Preset)))),
    MenuRow(MenuSetting.RULE, _rules, _house_rules),
    None,
    MenuRow(MenuSetting.TURN, _turns, lambda v: ConfigChange(turn_seconds=_number(v))),
    MenuRow(MenuSetting.LEVEL, _levels, lambda v: ConfigChange(level=_first(v, list(Level)))),
    None,
    lambda shown: _channels_line(shown.settings, shown.words),
    MenuRow(MenuSetting.CHANNELS, _channels, lambda v: ConfigChange(channels=_ids(v))),
    SwitchRow(
        SwitchSetting.THREADS,
        lambda shown: shown.words.say(
            "config-threads" if shown.settings.threads else "config-no-threads"
        ),
        lambda on: "config-threads-start" if on else "config-threads-stop",
        lambda settings: settings.threads,
        lambda on: ConfigChange(threads=on),
    ),
    SwitchRow(
        SwitchSetting.PINGS,
        lambda shown: shown.words.say(
            "config-turn-pings", pings="yes" if shown.settings.turn_pings else "no"
        ),
        lambda on: "config-turn-pings-start" if on else "config-turn-pings-stop",
        lambda settings: settings.turn_pings,
        lambda on: ConfigChange(turn_pings=on),
    ),
    None,
    lambda shown: _moderators_line(shown.settings, shown.words),
    MenuRow(MenuSetting.MODERATORS, _roles, _moderator),
    lambda shown: _limit_line(shown.settings, shown.words),
    MenuRow(MenuSetting.LIMIT, _limits, lambda v: ConfigChange(table_limit=_number(v))),
    None,
    lambda shown: shown.words.say("config-language"),
    MenuRow(MenuSetting.LANGUAGE, _languages, _language),
)
"""The panel, top to bottom: each setting's line of words (where a select does not say it
whole), its control, and a separator between groups."""
MENUS = {row.setting: row for row in SETTINGS if isinstance(row, MenuRow)}
SWITCHES = {row.setting: row for row in SETTINGS if isinstance(row, SwitchRow)}


# ---- the panel --------------------------------------------------------------------------------


def config_panel(
    settings: GuildSettings,
    bot_turn_seconds: int,
    *,
    changed: bool,
    manager: bool,
    note: str = "",
    words: Words = ENGLISH,
    bot_language: str = "en",
) -> discord.ui.LayoutView:
    """The panel as one card: each group of settings said in words, then the controls that
    change them (disabled for a member who may not)."""
    shown = Shown(settings, bot_turn_seconds, bot_language, words)
    off = not manager
    title = words.say("config-title-saved" if changed else "config-title")
    blocks: list[Block] = [f"{note}\n{title}" if note else title]
    for row in SETTINGS:
        if row is None:
            blocks.append(separator())
        elif isinstance(row, MenuRow):
            control = SettingMenu(row.setting)
            drawn = menu(control.custom_id, row.offered(shown), disabled=off)
            blocks.append({"type": 1, "components": [drawn]})
        elif isinstance(row, SwitchRow):
            turn = not row.now(settings)
            switch = SettingSwitch(row.setting, Turn.ON if turn else Turn.OFF)
            label = words.say(row.label(turn))
            blocks.append(section(row.line(shown), button(switch.custom_id, label, disabled=off)))
        else:
            blocks.append(row(shown))
    blocks.append(words.say("config-footer" if manager else "config-footer-read-only"))
    return card(PANEL_COLOUR, blocks)


async def changed_panel(
    interaction: discord.Interaction[Any],
    change: ConfigChange,
    note: str = "",
    words: Words = ENGLISH,
) -> discord.ui.LayoutView:
    """Apply a change (Manage Server only; none just looks) and the panel as it is now, in
    `words`."""
    config = host_of(interaction).server_config
    manager = manages(interaction)
    settings = await config.change(interaction.guild_id or 0, change, manager=manager)
    return config_panel(
        settings,
        config.turn_seconds,
        changed=not change.empty,
        manager=manager,
        note=note,
        words=words,
        bot_language=config.language,
    )


# ---- the two controls -------------------------------------------------------------------------


def _picked(interaction: discord.Interaction[Any]) -> list[str]:
    """The values a select sent; for a select of channels or roles, only those Discord says
    it picked (a text channel, a role of the server), not any id a forged click carries."""
    values = chosen_values(interaction)
    data: dict[str, Any] = dict(interaction.data or {})
    kind = data.get("component_type")
    resolved = data.get("resolved") or {}
    if kind == MenuKind.CHANNELS:
        channels = resolved.get("channels") or {}
        text = discord.ChannelType.text.value
        return [v for v in values if (channels.get(v) or {}).get("type") == text]
    if kind == MenuKind.ROLES:
        return [v for v in values if v in (resolved.get("roles") or {})]
    return values


@dataclass(frozen=True)
class SettingMenu(Answered, id="sho:cfg:{setting}"):
    """A setting's select: the values chosen are saved, and the panel redrawn as saved."""

    setting: MenuSetting

    async def act(self, answer: Answer) -> Reply:
        change = MENUS[self.setting].change(_picked(answer.interaction))
        panel = await changed_panel(answer.interaction, change, words=await answer.words())
        return Reply(view=panel)


class Turn(StrEnum):
    ON = "on"
    OFF = "off"


@dataclass(frozen=True)
class SettingSwitch(Answered, id="sho:cfg:{setting}:{turn}"):
    """A setting turned on or off; the panel redrawn as saved."""

    setting: SwitchSetting
    turn: Turn

    async def act(self, answer: Answer) -> Reply:
        change = SWITCHES[self.setting].change(self.turn is Turn.ON)
        panel = await changed_panel(answer.interaction, change, words=await answer.words())
        return Reply(view=panel)


PANEL_CONTROLS = (SettingMenu, SettingSwitch)
"""The panel's controls, for the one list of every control (bot/ui/controls.py)."""

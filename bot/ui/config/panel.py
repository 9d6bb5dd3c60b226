"""The private panel of /sho config: every setting a server has for its new games, each with
the select or button that changes it (Components V2: one container; a setting a select shows
whole, such as the turn time, has no line of words besides it, so the panel fits a phone).

Every control is a `DynamicItem` whose custom id names the setting (`sho:cfg:<setting>`) and
whose click carries the value chosen (a select's values, a button's `on`/`off`), never state:
a panel opened before a restart still changes the server. A click saves the change through
`ServerConfig.change` (Manage Server only: anyone else is refused privately) and redraws the
panel from what was saved. A member without Manage Server sees the panel with its controls
disabled.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine import TABLE_OPTIONS, Level, OptionValue, Preset, TableOption
from bot.render import OptionWords, option_phrase, rules_summary
from bot.services.limits import LOBBIES_PER_HOST, TABLE_LIMIT, TABLE_LIMIT_MOST
from bot.services.server_config import CHANNELS_KEPT, ConfigChange, rules_of
from bot.store import GuildSettings
from bot.ui.kit.errors import reports_errors
from bot.ui.kit.host import host_of
from bot.ui.kit.language import person_words
from bot.ui.kit.replies import Reply, update
from bot.words import ENGLISH, Language, Words

PANEL_COLOUR = discord.Colour.dark_teal()
TURN_CHOICES = (30, 60, 120, 180, 300, 600, 900, 1800, 3600, 3 * 3600, 12 * 3600, 24 * 3600)
"""The turn times the panel offers, in seconds (a time set otherwise is offered too)."""
LIMIT_CHOICES = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, TABLE_LIMIT_MOST)
"""The table limits the panel offers (a limit set otherwise is offered too)."""
_OPTIONS = {option.name: option for option in TABLE_OPTIONS}

Select = discord.ui.DynamicItem[discord.ui.Select[Any]]


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
    """The panel as one Components V2 message: each group of settings said in words, then the
    controls that change them (disabled for a member who may not)."""
    off = not manager
    title = words.say("config-title-saved" if changed else "config-title")
    pings = "yes" if settings.turn_pings else "no"
    threads_line = words.say("config-threads" if settings.threads else "config-no-threads")
    footer = words.say("config-footer" if manager else "config-footer-read-only")
    container = discord.ui.Container[discord.ui.LayoutView](accent_colour=PANEL_COLOUR)
    for item in (
        discord.ui.TextDisplay[discord.ui.LayoutView](f"{note}\n{title}" if note else title),
        discord.ui.TextDisplay[discord.ui.LayoutView](_rules_line(settings, words)),
        _row(PresetSelect(settings, words, disabled=off)),
        _row(HouseRuleSelect(settings, words, disabled=off)),
        discord.ui.Separator[discord.ui.LayoutView](),
        _row(TurnTimeSelect(settings, bot_turn_seconds, words, disabled=off)),
        _row(LevelSelect(settings, words, disabled=off)),
        discord.ui.Separator[discord.ui.LayoutView](),
        discord.ui.TextDisplay[discord.ui.LayoutView](_channels_line(settings, words)),
        _row(ChannelsSelect(settings, words, disabled=off)),
        _section(threads_line, ThreadsButton(not settings.threads, words, disabled=off)),
        _section(
            words.say("config-turn-pings", pings=pings),
            PingsButton(not settings.turn_pings, words, disabled=off),
        ),
        discord.ui.Separator[discord.ui.LayoutView](),
        discord.ui.TextDisplay[discord.ui.LayoutView](_moderators_line(settings, words)),
        _row(ModeratorSelect(settings, words, disabled=off)),
        discord.ui.TextDisplay[discord.ui.LayoutView](_limit_line(settings, words)),
        _row(TableLimitSelect(settings, words, disabled=off)),
        discord.ui.Separator[discord.ui.LayoutView](),
        discord.ui.TextDisplay[discord.ui.LayoutView](words.say("config-language")),
        _row(LanguageSelect(settings, bot_language, words, disabled=off)),
        discord.ui.TextDisplay[discord.ui.LayoutView](footer),
    ):
        container.add_item(item)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


def _row(item: discord.ui.Item[Any]) -> discord.ui.ActionRow[discord.ui.LayoutView]:
    row = discord.ui.ActionRow[discord.ui.LayoutView]()
    row.add_item(item)
    return row


def _section(
    text: str, accessory: discord.ui.Item[Any]
) -> discord.ui.Section[discord.ui.LayoutView]:
    return discord.ui.Section[discord.ui.LayoutView](text, accessory=accessory)


async def changed_panel(
    interaction: discord.Interaction[Any], change: ConfigChange, note: str = ""
) -> discord.ui.LayoutView:
    """Apply a change (Manage Server only; none just looks) and the panel as it is now, in the
    words of the person who asked."""
    config = host_of(interaction).server_config
    manager = manages(interaction)
    settings = await config.change(interaction.guild_id or 0, change, manager=manager)
    return config_panel(
        settings,
        config.turn_seconds,
        changed=not change.empty,
        manager=manager,
        note=note,
        words=await person_words(interaction),
        bot_language=config.language,
    )


async def _save(interaction: discord.Interaction[Any], change: ConfigChange) -> None:
    """Save a change made on the panel and redraw the panel clicked."""

    async def saved() -> Reply:
        return Reply(view=await changed_panel(interaction, change))

    await update(interaction, saved())


def _values(interaction: discord.Interaction[Any]) -> list[str]:
    """The values a string select sent, read from the click itself."""
    data: dict[str, Any] = dict(interaction.data or {})
    values = data.get("values")
    return [value for value in values if isinstance(value, str)] if isinstance(values, list) else []


def _placeholder_options() -> list[discord.SelectOption]:
    """What a select rebuilt from its custom id holds: its values come with the click."""
    return [discord.SelectOption(label="…", value="-")]


# ---- the controls -----------------------------------------------------------------------------


class PresetSelect(Select, template=r"sho:cfg:preset"):
    """The preset new games start from: choosing one sets every house rule to it."""

    def __init__(
        self, settings: GuildSettings | None = None, words: Words = ENGLISH, disabled: bool = False
    ) -> None:
        current = rules_of(settings)[0] if settings is not None else None
        options = [
            discord.SelectOption(
                label=words.say("config-preset-choice", preset=preset.value),
                value=preset.value,
                description=words.say("config-preset-choice-about", preset=preset.value),
                default=preset is current,
            )
            for preset in Preset
        ]
        super().__init__(
            discord.ui.Select(custom_id="sho:cfg:preset", options=options, disabled=disabled)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PresetSelect:
        return cls()

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        presets = [preset for preset in Preset if preset.value in _values(interaction)]
        await _save(interaction, ConfigChange(preset=presets[0] if presets else None))


def _rule_value(option: TableOption[OptionValue], value: OptionValue) -> str:
    return f"{option.name}={option.to_json(value)}"


def _rule_change(raw: str) -> dict[TableOption[OptionValue], OptionValue]:
    """The option a house rule's value names, set as it says; nothing for a value the panel
    never offers."""
    name, _, value = raw.partition("=")
    option = _OPTIONS.get(name)
    if option is None:
        return {}
    wanted: object = {"True": True, "False": False}.get(value, value)
    chosen = [v for v in option.values if option.to_json(v) == wanted]
    return {option: chosen[0]} if chosen else {}


class HouseRuleSelect(Select, template=r"sho:cfg:rule"):
    """One house rule set otherwise: every value each option is not set to now."""

    def __init__(
        self, settings: GuildSettings | None = None, words: Words = ENGLISH, disabled: bool = False
    ) -> None:
        options = _placeholder_options()
        if settings is not None:
            now = rules_of(settings)[1]
            options = [
                discord.SelectOption(
                    label=option_phrase(option, value, words),
                    value=_rule_value(option, value),
                    description=OptionWords(option, words).help,
                )
                for option in TABLE_OPTIONS
                for value in option.values
                if value != option.of(now)
            ]
        super().__init__(
            discord.ui.Select(
                custom_id="sho:cfg:rule",
                placeholder=words.say("config-rule-placeholder"),
                options=options,
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HouseRuleSelect:
        return cls()

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        change: dict[TableOption[OptionValue], OptionValue] = {}
        for raw in _values(interaction):
            change |= _rule_change(raw)
        await _save(interaction, ConfigChange(options=change))


def _with(choices: tuple[int, ...], *more: int) -> list[int]:
    """The choices offered, with the value set now and the bot's default among them."""
    return sorted({*choices, *more})


def _number(raw: list[str]) -> int | None:
    return int(raw[0]) if raw and raw[0].isdigit() and len(raw[0]) <= 6 else None


class TurnTimeSelect(Select, template=r"sho:cfg:turn"):
    """The time a player has for a turn in new games."""

    def __init__(
        self,
        settings: GuildSettings | None = None,
        bot_turn_seconds: int = 0,
        words: Words = ENGLISH,
        disabled: bool = False,
    ) -> None:
        options = _placeholder_options()
        if settings is not None:
            current = settings.turn_seconds or bot_turn_seconds
            options = [
                discord.SelectOption(
                    label=words.say(
                        "config-turn-choice-default"
                        if seconds == bot_turn_seconds
                        else "config-turn-choice",
                        hours=0 if seconds % 3600 else seconds // 3600,
                        **_turn_words(seconds),
                    ),
                    value=str(seconds),
                    default=seconds == current,
                )
                for seconds in _with(TURN_CHOICES, current, bot_turn_seconds)
            ]
        super().__init__(
            discord.ui.Select(custom_id="sho:cfg:turn", options=options, disabled=disabled)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TurnTimeSelect:
        return cls()

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _save(interaction, ConfigChange(turn_seconds=_number(_values(interaction))))


class LevelSelect(Select, template=r"sho:cfg:level"):
    """How well the computers play in new games."""

    def __init__(
        self, settings: GuildSettings | None = None, words: Words = ENGLISH, disabled: bool = False
    ) -> None:
        current = (settings.computer_level if settings else None) or Level.NORMAL
        options = [
            discord.SelectOption(
                label=words.say(
                    "config-level-choice-default"
                    if level is Level.NORMAL
                    else "config-level-choice",
                    level=level.value,
                ),
                value=level.value,
                default=level is current,
            )
            for level in Level
        ]
        super().__init__(
            discord.ui.Select(custom_id="sho:cfg:level", options=options, disabled=disabled)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LevelSelect:
        return cls()

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        levels = [level for level in Level if level.value in _values(interaction)]
        await _save(interaction, ConfigChange(level=levels[0] if levels else None))


class TableLimitSelect(Select, template=r"sho:cfg:limit"):
    """The most games and open tables the server has at once."""

    def __init__(
        self, settings: GuildSettings | None = None, words: Words = ENGLISH, disabled: bool = False
    ) -> None:
        options = _placeholder_options()
        if settings is not None:
            current = settings.table_limit or TABLE_LIMIT
            options = [
                discord.SelectOption(
                    label=words.say(
                        "config-limit-choice-default"
                        if limit == TABLE_LIMIT
                        else "config-limit-choice",
                        limit=limit,
                    ),
                    value=str(limit),
                    default=limit == current,
                )
                for limit in _with(LIMIT_CHOICES, current, TABLE_LIMIT)
            ]
        super().__init__(
            discord.ui.Select(custom_id="sho:cfg:limit", options=options, disabled=disabled)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TableLimitSelect:
        return cls()

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _save(interaction, ConfigChange(table_limit=_number(_values(interaction))))


class ChannelsSelect(
    discord.ui.DynamicItem[discord.ui.ChannelSelect[Any]], template=r"sho:cfg:channels"
):
    """The channels where games may start; none chosen: every channel."""

    def __init__(
        self, settings: GuildSettings | None = None, words: Words = ENGLISH, disabled: bool = False
    ) -> None:
        chosen = settings.game_channels if settings is not None else ()
        super().__init__(
            discord.ui.ChannelSelect(
                custom_id="sho:cfg:channels",
                placeholder=words.say("config-channels-placeholder"),
                channel_types=[discord.ChannelType.text],
                min_values=0,
                max_values=CHANNELS_KEPT,
                default_values=[discord.Object(c, type=discord.TextChannel) for c in chosen],
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChannelsSelect:
        return cls()

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        channels = tuple(channel.id for channel in self.item.values)
        await _save(interaction, ConfigChange(channels=channels))


class ModeratorSelect(
    discord.ui.DynamicItem[discord.ui.RoleSelect[Any]], template=r"sho:cfg:moderators"
):
    """A role that may end games and remove players, besides Manage Server; none: no role."""

    def __init__(
        self, settings: GuildSettings | None = None, words: Words = ENGLISH, disabled: bool = False
    ) -> None:
        role = settings.moderator_role_id if settings is not None else None
        super().__init__(
            discord.ui.RoleSelect(
                custom_id="sho:cfg:moderators",
                placeholder=words.say("config-role-placeholder"),
                min_values=0,
                max_values=1,
                default_values=[] if role is None else [discord.Object(role, type=discord.Role)],
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ModeratorSelect:
        return cls()

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        roles = [role.id for role in self.item.values]
        change = (
            ConfigChange(moderator_role=roles[0]) if roles else ConfigChange(no_moderator_role=True)
        )
        await _save(interaction, change)


Button = discord.ui.DynamicItem[discord.ui.Button[Any]]


class ThreadsButton(Button, template=r"sho:cfg:threads:(?P<on>on|off)"):
    """Open new games in a thread of the channel, or in the channel itself."""

    def __init__(self, on: bool, words: Words = ENGLISH, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("config-threads-start" if on else "config-threads-stop"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"sho:cfg:threads:{'on' if on else 'off'}",
                disabled=disabled,
            )
        )
        self.on = on

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ThreadsButton:
        return cls(match["on"] == "on")

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _save(interaction, ConfigChange(threads=self.on))


class PingsButton(Button, template=r"sho:cfg:pings:(?P<on>on|off)"):
    """Ping the player whose turn it is in new games, or not."""

    def __init__(self, on: bool, words: Words = ENGLISH, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("config-turn-pings-start" if on else "config-turn-pings-stop"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"sho:cfg:pings:{'on' if on else 'off'}",
                disabled=disabled,
            )
        )
        self.on = on

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PingsButton:
        return cls(match["on"] == "on")

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _save(interaction, ConfigChange(turn_pings=self.on))


class LanguageSelect(Select, template=r"sho:cfg:language"):
    """The language of the server's public messages (new tables; a table keeps its own)."""

    def __init__(
        self,
        settings: GuildSettings | None = None,
        bot_language: str = "en",
        words: Words = ENGLISH,
        disabled: bool = False,
    ) -> None:
        current = (settings.language if settings else None) or bot_language
        options = [
            discord.SelectOption(
                label=words.say("language-name", language=language.value),
                value=language.value,
                default=language.value == current,
            )
            for language in Language
        ]
        super().__init__(
            discord.ui.Select(custom_id="sho:cfg:language", options=options, disabled=disabled)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LanguageSelect:
        return cls()

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        chosen = [language for language in Language if language.value in _values(interaction)]
        await _save(interaction, ConfigChange(language=chosen[0].value if chosen else None))


PANEL_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    LanguageSelect,
    PresetSelect,
    HouseRuleSelect,
    TurnTimeSelect,
    LevelSelect,
    ChannelsSelect,
    ThreadsButton,
    PingsButton,
    ModeratorSelect,
    TableLimitSelect,
)
"""The panel's controls, for the one list of every button and menu (bot/ui/controls.py)."""

"""Discord's message markdown as HTML: the subset the bot writes, escaped first.

Blocks: fenced code (```), headings (#, ##, ###), subtext (-#), quotes (>) and list items
(- or *). Inline: `code`, **bold**, *italic* and _italic_, __underline__, ~~strike~~,
[links](url), bare links, and the mentions <@user>, <@&role>, <#channel>, </command:id> drawn as
Discord's pills.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from datetime import UTC, datetime

FENCE = re.compile(r"```(?:[a-zA-Z0-9_+-]*\n)?(.*?)```", re.DOTALL)
INLINE_CODE = re.compile(r"``(.+?)``|`([^`\n]+)`")
LINK = re.compile(
    r"\[([^\]\n]+)\]\(&lt;(https?://[^)\s]+?)&gt;\)|\[([^\]\n]+)\]\((https?://[^)\s]+)\)"
)
BARE_URL = re.compile(r"(?<![\"=>])\b(https?://[^\s<]+[^\s<.,:;!?)\]'\"])")
USER_MENTION = re.compile(r"&lt;@!?(\d+)&gt;")
ROLE_MENTION = re.compile(r"&lt;@&amp;(\d+)&gt;")
CHANNEL_MENTION = re.compile(r"&lt;#(\d+)&gt;")
COMMAND_MENTION = re.compile(r"&lt;/([-\w]+(?: [-\w]+){0,2}):\d+&gt;")
"""A slash command Discord lets people click: drawn as a pill with the command's name."""
TIMESTAMP = re.compile(r"&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;")
# Order matters: ** before *, __ before _ (Discord reads the longer marker first).
EMPHASIS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\*\*(.+?)\*\*", re.DOTALL), r"<strong>\1</strong>"),
    (re.compile(r"__(.+?)__", re.DOTALL), r"<u>\1</u>"),
    (re.compile(r"~~(.+?)~~", re.DOTALL), r"<s>\1</s>"),
    (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", re.DOTALL), r"<em>\1</em>"),
    (re.compile(r"(?<![\w_])_(?!\s)(.+?)(?<!\s)_(?![\w_])", re.DOTALL), r"<em>\1</em>"),
)
PLACEHOLDER = "\x00{}\x00"
HELD = re.compile("\x00(\\d+)\x00")


class Names:
    """How mentions and timestamps read: the names of the users, roles and channels a message
    may name, and the moment (Unix seconds) its relative times count from."""

    def __init__(
        self,
        users: Mapping[int, str] | None = None,
        roles: Mapping[int, str] | None = None,
        channels: Mapping[int, str] | None = None,
        now: float | None = None,
    ) -> None:
        self.users = dict(users or {})
        self.roles = dict(roles or {})
        self.channels = dict(channels or {})
        self.now = now

    def user(self, user_id: int) -> str:
        return self.users.get(user_id, "unknown-user")

    def role(self, role_id: int) -> str:
        return self.roles.get(role_id, "unknown-role")

    def channel(self, channel_id: int) -> str:
        return self.channels.get(channel_id, "unknown")


class _Held:
    """Pieces of finished HTML kept out of the way of later rules (code keeps its asterisks)."""

    def __init__(self) -> None:
        self.pieces: list[str] = []

    def hold(self, piece: str) -> str:
        self.pieces.append(piece)
        return PLACEHOLDER.format(len(self.pieces) - 1)

    def restore(self, text: str) -> str:
        while HELD.search(text):
            text = HELD.sub(lambda m: self.pieces[int(m[1])], text)
        return text


def to_html(text: str, names: Names | None = None) -> str:
    """`text`, a message's markdown, as HTML; every character of it escaped."""
    names = names or Names()
    held = _Held()
    text = FENCE.sub(lambda m: held.hold(_code_block(m[1])), text)
    blocks = [_block(line, names, held) for line in text.split("\n")]
    return held.restore(_join_lines(blocks))


def _code_block(code: str) -> str:
    return f'<pre class="codeblock"><code>{html.escape(code.rstrip(chr(10)))}</code></pre>'


def _join_lines(blocks: list[tuple[str, bool]]) -> str:
    """Lines joined with <br>, except around block elements, which break the line themselves."""
    out: list[str] = []
    after_block = True
    for piece, is_block in blocks:
        if not after_block and not is_block:
            out.append("<br>")
        out.append(piece)
        after_block = is_block
    return "".join(out)


def _block(line: str, names: Names, held: _Held) -> tuple[str, bool]:
    """One line as HTML, and whether it is a block element (which breaks the line itself)."""
    if HELD.fullmatch(line.strip()):
        return line.strip(), True  # a fenced code block, alone on its line
    for prefix, tag in (("### ", "h3"), ("## ", "h2"), ("# ", "h1")):
        if line.startswith(prefix):
            return f"<{tag}>{_inline(line[len(prefix) :], names, held)}</{tag}>", True
    if line.startswith("-# "):
        return f'<div class="subtext">{_inline(line[3:], names, held)}</div>', True
    if line.startswith(("> ", ">>> ")) or line == ">":
        body = line.partition(" ")[2]
        return f"<blockquote>{_inline(body, names, held)}</blockquote>", True
    bullet = re.match(r"^(\s*)[-*] (.*)$", line)
    if bullet:
        depth = 1 + len(bullet[1]) // 2
        item = _inline(bullet[2], names, held)
        return f'<ul class="depth{depth}"><li>{item}</li></ul>', True
    return _inline(line, names, held), False


def _inline(text: str, names: Names, held: _Held) -> str:
    text = html.escape(text, quote=False)
    text = INLINE_CODE.sub(lambda m: held.hold(f"<code>{m[1] or m[2]}</code>"), text)
    text = LINK.sub(lambda m: held.hold(_link(m)), text)
    text = BARE_URL.sub(lambda m: held.hold(f'<a href="{m[1]}">{m[1]}</a>'), text)
    text = _mentions(text, names, held)
    for pattern, replacement in EMPHASIS:
        text = pattern.sub(replacement, text)
    return text


def _link(found: re.Match[str]) -> str:
    label, url = (found[1], found[2]) if found[1] else (found[3], found[4])
    return f'<a href="{url}">{label}</a>'


def _mentions(text: str, names: Names, held: _Held) -> str:
    def pill(label: Callable[[int], str], sigil: str) -> Callable[[re.Match[str]], str]:
        def draw(found: re.Match[str]) -> str:
            shown = html.escape(label(int(found[1])), quote=False)
            return held.hold(f'<span class="mention">{sigil}{shown}</span>')

        return draw

    text = ROLE_MENTION.sub(pill(names.role, "@"), text)
    text = USER_MENTION.sub(pill(names.user, "@"), text)
    text = CHANNEL_MENTION.sub(pill(names.channel, "#"), text)
    text = COMMAND_MENTION.sub(
        lambda found: held.hold(f'<span class="mention">/{found[1]}</span>'), text
    )

    def moment(found: re.Match[str]) -> str:
        shown = html.escape(_moment(int(found[1]), found[2] or "f", names.now), quote=False)
        return held.hold(f'<span class="timestamp">{shown}</span>')

    return TIMESTAMP.sub(moment, text)


def _moment(when: int, style: str, now: float | None) -> str:
    """A <t:when:style> timestamp as Discord shows it (in UTC; relative ones from `now`)."""
    if style == "R" and now is not None:
        return _relative(when - now)
    shown = datetime.fromtimestamp(when, UTC)
    formats = {"t": "%H:%M", "T": "%H:%M:%S", "d": "%d/%m/%Y", "D": "%d %B %Y"}
    return shown.strftime(formats.get(style, "%d %B %Y %H:%M"))


def _relative(seconds: float) -> str:
    size = abs(seconds)
    for unit, length in (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1)):
        if size >= length or unit == "second":
            count = round(size / length)
            words = f"{count} {unit}{'s' if count != 1 else ''}"
            return f"in {words}" if seconds >= 0 else f"{words} ago"
    raise AssertionError("unreachable")

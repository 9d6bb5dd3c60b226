"""The picture tool (devtools/pictures): messages become escaped HTML in Discord's dark theme,
the scripted games still reach every moment they draw, and, where Chromium is installed, a
page becomes a PNG of the asked width."""

from __future__ import annotations

import json
import shutil
import struct
import zlib
from pathlib import Path
from typing import Any

import pytest

from devtools.fakediscord.components import walk
from devtools.pictures import __main__ as cli
from devtools.pictures.chromium import Chromium, ChromiumMissing
from devtools.pictures.drawing import draw, saved_names, saved_shots, write_pages
from devtools.pictures.markdown import Names, to_html
from devtools.pictures.page import message_page, select_html
from devtools.pictures.png import cut_to_height, png_size
from devtools.pictures.scenarios import Album, take_all
from devtools.pictures.theme import THEMES

BOARD: dict[str, Any] = {
    "content": "<@11>, your turn: **throw** <b>now</b>",
    "embeds": [
        {
            "title": "Sho · Dawa <script>alert(1)</script>",
            "color": 0xC8102E,
            "description": "```\n 1>  2> A3 <x>\n```\n*kept* `a*b*` [rules](https://example.org/r?a=1&b=2)",
            "fields": [{"name": "Seats & sides", "value": "1. Dawa", "inline": True}],
            "footer": {"text": "Game 7 <footer>"},
        }
    ],
    "components": [
        {
            "type": 1,
            "components": [
                {
                    "type": 2,
                    "style": 1,
                    "label": "Throw",
                    "custom_id": "t",
                    "emoji": {"name": "🎲"},
                },
                {"type": 2, "style": 4, "label": "End <now>", "custom_id": "e", "disabled": True},
            ],
        },
        {
            "type": 1,
            "components": [
                {
                    "type": 3,
                    "custom_id": "m",
                    "placeholder": "Choose a move (1–25 of 27) & more",
                    "options": [{"label": "7 → 10", "value": "7:3"}],
                }
            ],
        },
    ],
}


def test_a_board_with_an_embed_buttons_and_a_menu_becomes_escaped_html() -> None:
    page = message_page(BOARD, Names({11: "Dawa"}))
    assert "<script>alert" not in page
    assert "Sho · Dawa &lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert '<span class="mention">@Dawa</span>, your turn: <strong>throw</strong>' in page
    assert "&lt;b&gt;now&lt;/b&gt;" in page
    assert '<pre class="codeblock"><code> 1&gt;  2&gt; A3 &lt;x&gt;</code></pre>' in page
    assert "<em>kept</em> <code>a*b*</code>" in page, "code keeps its asterisks"
    assert '<a href="https://example.org/r?a=1&amp;b=2">rules</a>' in page
    assert "border-left-color:#c8102e" in page
    assert "Seats &amp; sides" in page
    assert "Game 7 &lt;footer&gt;" in page
    assert '<button class="button primary">' in page
    assert '<span class="emoji">🎲</span><span class="label">Throw</span>' in page
    assert '<button class="button danger disabled">' in page
    assert "End &lt;now&gt;" in page
    assert "Choose a move (1–25 of 27) &amp; more" in page
    assert "7 → 10" not in page, "a closed menu hides its options"
    opened = message_page(BOARD, open_menu=True)
    assert '<div class="option-label">7 → 10</div>' in opened


def test_markdown_reads_as_discord_draws_it() -> None:
    names = Names({5: "Pema"}, {6: "Players"}, {7: "games"}, now=1000.0)
    assert to_html("**a** *b* _c_ __d__ ~~e~~") == (
        "<strong>a</strong> <em>b</em> <em>c</em> <u>d</u> <s>e</s>"
    )
    assert to_html("one\ntwo") == "one<br>two"
    assert to_html("# Title\n-# small\n- item\n> quoted") == (
        '<h1>Title</h1><div class="subtext">small</div><ul class="depth1"><li>item</li></ul>'
        "<blockquote>quoted</blockquote>"
    )
    assert to_html("<@5> <@&6> <#7> <@9>", names) == (
        '<span class="mention">@Pema</span> <span class="mention">@Players</span> '
        '<span class="mention">#games</span> <span class="mention">@unknown-user</span>'
    )
    assert to_html("<t:1120:R> <t:880:R>", names) == (
        '<span class="timestamp">in 2 minutes</span> <span class="timestamp">2 minutes ago</span>'
    )
    assert to_html("see https://example.org/x.") == (
        'see <a href="https://example.org/x">https://example.org/x</a>.'
    )
    assert to_html("2 * 3 * 4") == "2 * 3 * 4", "spaced asterisks are not emphasis"


def test_components_v2_draw_their_container_sections_and_texts() -> None:
    message = {
        "flags": 1 << 15 | 1 << 6,
        "components": [
            {
                "type": 17,
                "accent_color": 0x2E7D32,
                "components": [
                    {"type": 10, "content": "## Standings"},
                    {"type": 14, "divider": True},
                    {
                        "type": 9,
                        "components": [{"type": 10, "content": "**Dawa** 1,200"}],
                        "accessory": {"type": 2, "style": 2, "label": "Stats", "custom_id": "s"},
                    },
                ],
            }
        ],
    }
    page = message_page(message)
    assert '<div class="container" style="border-left-color:#2e7d32">' in page
    assert '<div class="text-display"><h2>Standings</h2></div>' in page
    assert '<div class="separator divider"></div>' in page
    assert '<div class="section-text"><div class="text-display"><strong>Dawa</strong> 1,200' in page
    assert '<div class="accessory"><button class="button secondary">' in page
    assert "Only you can see this" in page, "a private message says so"


def test_a_saved_payload_file_draws_to_a_page_with_the_names_saved_beside_it(
    tmp_path: Path,
) -> None:
    saved = tmp_path / "board.json"
    saved.write_text(json.dumps([BOARD, {"content": "Game over"}]), "utf-8")
    shots = saved_shots(saved)
    assert [shot.name for shot in shots] == ["board-1", "board-2"]
    pages = write_pages(shots, Names({11: "Dawa"}), tmp_path / "out")
    assert [page.name for page in pages] == ["board-1.html", "board-2.html"]
    assert "Game over" in pages[1].read_text("utf-8")
    again = tmp_path / "out" / "board-1.json"
    assert json.loads(again.read_text("utf-8")) == BOARD
    assert saved_names([again]).user(11) == "Dawa"
    assert saved_names([saved]).user(11) == "unknown-user", "no names.json beside it"


def png(rows: list[bytes], width: int) -> bytes:
    """An RGB PNG of these rows (each: a filter byte, then 3 bytes a pixel)."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body)
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", width, len(rows), 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows)))
        + chunk(b"IEND", b"")
    )


def test_a_png_cut_to_a_height_keeps_its_top_rows(tmp_path: Path) -> None:
    rows = [bytes([2]) + bytes([row * 10 + column for column in range(6)]) for row in range(5)]
    picture = tmp_path / "tall.png"
    picture.write_bytes(png(rows, 2))
    cut_to_height(picture, 3)
    assert png_size(picture) == (2, 3)
    data = picture.read_bytes()
    (length,) = struct.unpack(">I", data[33:37])
    assert data[37:41] == b"IDAT"
    assert zlib.decompress(data[41 : 41 + length]) == b"".join(rows[:3])
    assert data.endswith(b"IEND\xaeB`\x82"), "a whole PNG, ended as the format says"


def test_without_chromium_the_tool_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    saved = tmp_path / "board.json"
    saved.write_text(json.dumps(BOARD), "utf-8")
    assert cli.main([str(saved), "--out", str(tmp_path / "out")]) == 2
    said = capsys.readouterr().err
    assert "Chromium is not installed" in said
    assert "apt-get install -y chromium fonts-noto-color-emoji" in said
    with pytest.raises(ChromiumMissing):
        Chromium()


def test_a_channel_or_role_select_shows_what_it_holds_by_name() -> None:
    held = [{"id": "5", "type": "channel"}, {"id": "7", "type": "role"}]
    select = {"type": 8, "custom_id": "c", "placeholder": "Every channel", "default_values": held}
    names = Names(roles={7: "referees"}, channels={5: "games"})
    assert '<span class="chosen">#games, @referees</span>' in select_html(select, names)
    empty = select_html({**select, "default_values": []}, names)
    assert '<span class="placeholder">Every channel</span>' in empty


@pytest.mark.slow
async def test_the_scripted_games_reach_every_moment_they_draw() -> None:
    album = Album()
    await take_all(album)
    shots = {shot.name: shot.message for shot in album.shots}
    assert list(shots) == [
        "lobby",
        "board-2-players",
        "refusal",
        "end-board-2-players",
        "summary-2-players",
        "board-3-players",
        "board-4-players",
        "end-board-4-players",
        "summary-4-players",
        "board-many-moves",
        "board-many-moves-stack",
        "board-crowded-4-players",
        "board-tallest",
        "rules",
        "leaderboard",
        "help",
        "config-panel",
        "config-panel-saved",
        "config-panel-read-only",
    ]
    for players in (2, 3, 4):
        board = shots[f"board-{players}-players"]
        moves = list(walk(board["components"]))
        assert any(c.get("custom_id", "").startswith("sho:m:") for c in moves), players
    for name, first in (("board-many-moves", "New coin"), ("board-many-moves-stack", "+2 → 5")):
        buttons = [c for c in walk(shots[name]["components"]) if c["type"] == 2]
        assert buttons[0]["label"].startswith(first), name
        assert len(buttons) <= 8 + 1, "at most eight to choose from, and Rules"
    assert shots["refusal"]["flags"] & 1 << 6, "the refusal is private"
    end = shots["end-board-4-players"]["components"]
    ended = [c["content"] for c in walk(end) if "content" in c]
    assert "\n🏆 Game over" in ended[0].split("```")[0]
    assert "Rematch" in json.dumps(shots["summary-2-players"])
    helped = [c["content"] for c in walk(shots["help"]["components"]) if "content" in c]
    assert any("</sho new:" in text for text in helped), "help mentions commands"
    assert "Dawa" in album.names.users.values()
    saved = json.dumps(shots["config-panel-saved"])
    assert '"type": "channel"' in saved, "the panel holds the channels picked"
    assert "referees" in album.names.roles.values(), "the role picked reads by its name"


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Chromium is absent")
def test_chromium_draws_a_page_at_the_asked_width_as_tall_as_its_content(
    tmp_path: Path,
) -> None:
    (page,) = write_pages(saved_shots(_saved(tmp_path)), Names(), tmp_path)
    chromium = Chromium()
    narrow = chromium.screenshot(page, tmp_path / "narrow.png", 390)
    wide = chromium.screenshot(page, tmp_path / "wide.png", 1280)
    assert png_size(narrow.path) == (390, narrow.height)
    assert png_size(wide.path) == (1280, wide.height)
    assert 250 < wide.height < narrow.height < 800, "text wraps more on a phone"


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Chromium is absent")
def test_a_short_message_is_drawn_whole(tmp_path: Path) -> None:
    note = tmp_path / "note.json"
    note.write_text(json.dumps({"content": "It is Pema's turn.", "flags": 64}), "utf-8")
    (page,) = write_pages(saved_shots(note), Names(), tmp_path)
    picture = Chromium().screenshot(page, tmp_path / "note.png", 390)
    assert 80 < picture.height < 150
    # Headless Chromium leaves a short window's bottom ~90 px blank; a blank picture of this
    # size compresses to under 1 kB, the drawn text to several.
    assert picture.path.stat().st_size > 3000


def _saved(folder: Path) -> Path:
    saved = folder / "board.json"
    saved.write_text(json.dumps(BOARD), "utf-8")
    return saved


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Chromium is absent")
def test_the_light_theme_is_drawn_beside_the_dark_one(tmp_path: Path) -> None:
    (page,) = write_pages(saved_shots(_saved(tmp_path)), Names(), tmp_path)
    pictures = draw([page], [390], Chromium(), THEMES)
    dark, light = (picture.path for picture in pictures)
    assert (dark.name, light.name) == (f"{page.stem}-390.png", f"{page.stem}-390-light.png")
    assert png_size(dark) == png_size(light), "the same layout"
    assert dark.read_bytes() != light.read_bytes(), "in other colours"
    assert "html.light" in page.read_text("utf-8")

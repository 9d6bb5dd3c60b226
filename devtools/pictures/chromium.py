"""HTML pages to PNG with headless Chromium, cut to the height of their content.

Chromium runs twice per picture: once with --dump-dom, where a script has written the page's
height into the DOM, then with --screenshot in a taller window (the bottom ~90 px of a short
window stay blank), whose picture is cut to that height. Both open the page at
page.html#<width>, which fixes its width (see theme.py): in --dump-dom mode headless Chromium's
window is at least 500 px wide and a little shorter than asked, whatever --window-size says.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .png import cut_to_height, png_size

NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
INSTALL = (
    "apt-get update && apt-get install -y chromium fonts-noto-color-emoji "
    "fonts-tibetan-machine fonts-noto-core fonts-noto-cjk"
)
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--force-device-scale-factor=1",
    # Lets fonts and layout settle before the DOM is dumped or the screen is shot.
    "--virtual-time-budget=2000",
)
MEASURE = (
    "<script>addEventListener('load', () => document.documentElement.setAttribute("
    "'data-height', Math.ceil(document.documentElement.getBoundingClientRect().height)));"
    "</script>"
)
HEIGHT = re.compile(r'data-height="(\d+)"')
MEASURING_HEIGHT = 800
SHOOTING_MARGIN = 200
TIMEOUT = 120.0


class ChromiumMissing(RuntimeError):
    """No Chromium on the PATH; the message says how to install it."""

    def __init__(self) -> None:
        super().__init__(
            "Chromium is not installed (looked for " + ", ".join(NAMES) + " on the PATH).\n"
            f"Install it and the fonts Discord's look needs with:\n  {INSTALL}"
        )


@dataclass(frozen=True)
class Picture:
    """A PNG drawn from a page: where it is and its size in pixels."""

    path: Path
    width: int
    height: int


def find_chromium() -> Path:
    """The Chromium executable; ChromiumMissing if there is none."""
    for name in NAMES:
        found = shutil.which(name)
        if found:
            return Path(found)
    raise ChromiumMissing


class Chromium:
    """One headless Chromium with a throwaway profile, drawing pages at chosen widths."""

    def __init__(self, executable: Path | None = None) -> None:
        self.executable = executable or find_chromium()

    def _run(self, profile: str, *arguments: str) -> str:
        command = [str(self.executable), *FLAGS, f"--user-data-dir={profile}", *arguments]
        done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"chromium failed ({done.returncode}): {done.stderr[-2000:]}")
        return done.stdout

    def height_of(self, page: Path, width: int, theme: str = "dark") -> int:
        """The height in px of `page`'s content laid out `width` px wide."""
        measured = page.with_name(page.stem + ".measure.html")
        measured.write_text(page.read_text("utf-8") + MEASURE, "utf-8")
        try:
            with tempfile.TemporaryDirectory(prefix="sho-chromium-") as profile:
                dom = self._run(
                    profile,
                    f"--window-size={width},{MEASURING_HEIGHT}",
                    "--dump-dom",
                    f"{measured.as_uri()}#{width}-{theme}",
                )
        finally:
            measured.unlink()
        found = HEIGHT.search(dom)
        if found is None:
            raise RuntimeError(f"chromium gave no height for {page}")
        return int(found[1])

    def screenshot(self, page: Path, png: Path, width: int, theme: str = "dark") -> Picture:
        """`page` drawn `width` px wide in Discord's `theme`, as tall as its content, into
        `png`."""
        height = self.height_of(page, width, theme)
        with tempfile.TemporaryDirectory(prefix="sho-chromium-") as profile:
            self._run(
                profile,
                f"--screenshot={png}",
                f"--window-size={width},{height + SHOOTING_MARGIN}",
                f"{page.as_uri()}#{width}-{theme}",
            )
        cut_to_height(png, height)
        real_width, real_height = png_size(png)
        return Picture(png, real_width, real_height)

"""Discord's dark theme as CSS: the colours, fonts and sizes of its message list (2024-2025).

Discord draws with its own font (gg sans); Noto Sans stands in, with Noto Color Emoji for the
emoji, Tibetan Machine Uni for Tibetan script and Noto Sans CJK for Chinese (Debian's
fonts-noto-cjk). Below 500 px the page takes the phone app's
narrower margins and embeds fill the width: a script (LAYOUT) marks the page narrow by the
window's width, or by the width in the address's fragment (page.html#390), which also fixes the
page's width, so that Chromium lays it out at that width whatever its window (headless Chromium
measures in a window at least 500 px wide).
"""

from __future__ import annotations

STYLE = """
:root {
  --background: #313338; --text: #dbdee1; --header: #f2f3f5; --muted: #949ba4;
  --embed: #2b2d31; --code: #2b2d31; --code-border: #1e1f22; --link: #00a8fc;
  --font: "Noto Sans", "Tibetan Machine Uni", "Noto Sans CJK SC", "Noto Color Emoji", sans-serif;
  --mono: "Noto Sans Mono", "DejaVu Sans Mono", "Tibetan Machine Uni", "Noto Sans Mono CJK SC",
    "Noto Color Emoji", monospace;
}
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--background); }
body { color: var(--text); font: 16px/1.375 var(--font); -webkit-font-smoothing: antialiased; }
main.channel { padding: 16px 0 16px; }
a { color: var(--link); text-decoration: none; }
strong { font-weight: 700; }
code { font-family: var(--mono); font-size: 85%; background: var(--code);
  border: 1px solid var(--code-border); border-radius: 4px; padding: 0 .2em; }
pre.codeblock { margin: 6px 0 0; max-width: 90%; background: var(--code);
  border: 1px solid var(--code-border); border-radius: 4px; padding: .5em;
  font: 14px/1.125rem var(--mono); white-space: pre-wrap; overflow-wrap: anywhere; }
pre.codeblock code { font-size: inherit; background: none; border: 0; padding: 0; }
h1, h2, h3 { color: var(--header); margin: 8px 0 4px; line-height: 1.375em; }
h1 { font-size: 24px; } h2 { font-size: 20px; } h3 { font-size: 16px; }
.subtext { color: var(--muted); font-size: 13px; }
blockquote { margin: 0; padding: 0 8px 0 12px; border-left: 4px solid #4e5058; }
ul { margin: 0; padding-left: 20px; } ul.depth2 { padding-left: 40px; }
.mention { background: rgba(88, 101, 242, .3); color: #c9cdfb; border-radius: 3px;
  padding: 0 2px; font-weight: 500; }
.timestamp { background: rgba(255, 255, 255, .06); border-radius: 3px; padding: 0 2px; }
.emoji { font-family: "Noto Color Emoji"; }

.message { position: relative; padding: 2px 48px 2px 72px; min-height: 44px; }
.message.ephemeral { background: rgba(88, 101, 242, .05); }
.avatar { position: absolute; left: 16px; top: 4px; width: 40px; height: 40px;
  border-radius: 50%; background: #5865f2; color: #fff; font-weight: 600;
  display: flex; align-items: center; justify-content: center; }
.header { line-height: 22px; }
.username { color: var(--header); font-weight: 500; }
.bot-tag { background: #5865f2; color: #fff; font-size: 10px; font-weight: 600;
  border-radius: 3px; padding: 1px 4px; margin-left: 4px; vertical-align: 2px; }
.time { color: var(--muted); font-size: 12px; margin-left: 8px; }
.content { overflow-wrap: anywhere; }
.ephemeral-note { color: var(--muted); font-size: 12px; margin-top: 4px; }

.embed { display: grid; max-width: 520px; margin-top: 8px; background: var(--embed);
  border-left: 4px solid; border-radius: 4px; }
.embed-inner { padding: 8px 16px 16px 12px; min-width: 0; }
.embed-author { color: var(--header); font-size: 14px; font-weight: 600; margin-top: 8px; }
.embed-title { color: var(--header); font-size: 16px; font-weight: 600; margin-top: 8px; }
.embed-description { font-size: 14px; line-height: 1.125rem; margin-top: 8px;
  white-space: pre-line; overflow-wrap: anywhere; }
.embed-description pre.codeblock, .embed-fields pre.codeblock { max-width: none;
  background: #1e1f22; }
.embed code { background: #1e1f22; }
.embed-fields { display: flex; flex-wrap: wrap; column-gap: 8px; margin-top: 8px; }
.embed-field { margin-top: 8px; font-size: 14px; line-height: 1.125rem; min-width: 0; }
.embed-field.full { flex: 1 1 100%; }
.embed-field.inline { flex: 1 1 calc(33% - 8px); min-width: 100px; }
.field-name { color: var(--header); font-weight: 600; margin-bottom: 2px; }
.field-value { white-space: pre-line; overflow-wrap: anywhere; }
.embed-footer { font-size: 12px; margin-top: 8px; color: var(--text); }

.action-row { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
.button { height: 32px; min-width: 60px; padding: 2px 16px; border: 0; border-radius: 8px;
  font: 500 14px/16px var(--font); color: #fff; display: inline-flex; align-items: center;
  justify-content: center; gap: 4px; }
.button .emoji { font-size: 16px; }
.button.primary { background: #5865f2; } .button.secondary { background: #4e5058; }
.button.success { background: #248046; } .button.danger { background: #da373c; }
.button.link { background: #4e5058; } .button.premium { background: #5865f2; }
.button.disabled { opacity: .5; }
.select { display: flex; align-items: center; justify-content: space-between; width: 100%;
  max-width: 400px; height: 40px; padding: 8px 8px 8px 12px; background: #1e1f22;
  border: 1px solid #1e1f22; border-radius: 8px; font-size: 16px; }
.select .placeholder { color: var(--muted); white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
.select .chevron { color: var(--text); margin-left: 8px; }
.select.disabled { opacity: .5; }
.menu-open { width: 100%; max-width: 400px; margin-top: 4px; background: #2b2d31;
  border: 1px solid #1e1f22; border-radius: 8px; padding: 4px 0;
  box-shadow: 0 8px 16px rgba(0, 0, 0, .24); }
.option { display: flex; gap: 8px; align-items: center; padding: 8px 12px; min-height: 40px; }
.option.chosen { background: #404249; }
.option-label { font-size: 16px; color: var(--header); }
.option-about { font-size: 14px; color: var(--muted); }

.container { max-width: 520px; margin-top: 8px; padding: 16px; background: var(--embed);
  border: 1px solid #3f4147; border-left: 4px solid; border-radius: 8px; }
.container > :first-child, .section-text > :first-child { margin-top: 0; }
.text-display { margin-top: 8px; font-size: 14px; overflow-wrap: anywhere; }
.section { display: flex; gap: 12px; align-items: flex-start; margin-top: 8px; }
.section-text { flex: 1; min-width: 0; }
.separator { margin: 8px 0; } .separator.large { margin: 16px 0; }
.separator.divider { border-top: 1px solid #3f4147; }
.media { background: #1e1f22; color: var(--muted); width: 85px; height: 85px;
  border-radius: 8px; display: flex; align-items: center; justify-content: center; }
.unknown { color: #f23f43; font-size: 12px; }

html.light {
  --background: #ffffff; --text: #313338; --header: #060607; --muted: #5c5e66;
  --embed: #f2f3f5; --code: #f2f3f5; --code-border: #e3e5e8; --link: #006ce7;
}
html.light .embed code, html.light .select, html.light .media { background: #e3e5e8; }
html.light .menu-open { background: #ffffff; border: 1px solid #e3e5e8; }
html.light .option.chosen { background: #e3e5e8; }
html.light .mention { background: rgba(88, 101, 242, .15); color: #4752c4; }
html.light .timestamp { background: rgba(6, 6, 7, .06); }
html.light .button.secondary, html.light .button.link { background: #6d6f78; }
html.light blockquote { border-left-color: #c4c9ce; }

html.narrow .message { padding: 2px 12px 2px 64px; }
html.narrow .avatar { left: 12px; }
html.narrow .embed, html.narrow .container, html.narrow .select,
html.narrow .menu-open { max-width: none; }
html.narrow pre.codeblock { max-width: none; }
"""

THEMES = ("dark", "light")
"""Discord's two themes; a page is drawn in the light one when its address ends in -light
(page.html#390-light)."""

NARROW = 500
LAYOUT = f"""
function layout() {{
  const [width, theme] = location.hash.slice(1).split("-");
  const fixed = Number(width);
  const root = document.documentElement;
  if (fixed) root.style.width = fixed + "px";
  root.classList.toggle("narrow", (fixed || innerWidth) < {NARROW});
  root.classList.toggle("light", theme === "light");
}}
layout();
addEventListener("resize", layout);
"""

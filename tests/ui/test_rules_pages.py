"""/sho rules' pages, embeds and buttons are said in the words they are handed: every word on them
comes from that catalogue (rules.ftl, options.ftl), none is English written in code."""

from __future__ import annotations

import re

import pytest

from bot.engine import OpeningRule, Options, ParaRule, Preset
from bot.ui.rules.message import Rules, RulesPageButton, rules_message
from bot.ui.rules.pages import rules_pages
from tests.kit.pages import labels_of, page_of, walk
from tests.kit.shouted import SHOUTED

LOWER = re.compile(r"[a-z]")

TABLES = [
    Rules(),
    *(Rules(preset, preset.options) for preset in Preset),
    Rules(Preset.TABLE, Options(no_nine_stack=True, para=ParaRule.CHOOSE)),
    Rules(Preset.APP, Options()),
    Rules(Preset.LHASA, Preset.LHASA.options._replace(openings=OpeningRule.EVERY)),
]
"""The table rules, each preset, a table changed from the table rules, and presets with some
options set otherwise (up to all of them set back to the table rules)."""


@pytest.mark.parametrize("rules", TABLES, ids=lambda rules: rules.code)
def test_every_page_is_said_in_the_words_given(rules: Rules) -> None:
    pages = rules.pages_in(SHOUTED)
    assert len(pages) == len(rules.pages), "every language has as many pages"
    for page in range(len(pages)):
        message = rules_message(page, rules, SHOUTED).to_components()
        said = page_of(message)
        shown = [said.title, said.body, said.footer, *labels_of(message)]
        ids = [b["custom_id"] for b in walk(message) if b["type"] == 2]
        assert all(RulesPageButton.parse(custom_id) for custom_id in ids)
        assert len(shown) == 5
        for text in shown:
            assert text
            assert not LOWER.search(text), text
        assert said.body != page_of(rules_message(page, rules).to_components()).body


def test_a_table_off_the_table_rules_is_explained_first() -> None:
    changed = Options(no_nine_stack=True)
    (first, *rest) = rules_pages(Preset.TABLE, changed, SHOUTED)
    assert first.title == "CLASSIC RULES"
    assert first.body.startswith("THESE ARE THE **CLASSIC** RULES, THE TABLE RULES OF ")
    assert ", BUT NO STACK OF NINE. WHERE THEY DIFFER" in first.body
    assert "\n\n- **NO STACK OF NINE:** ALL NINE COINS" in first.body
    assert tuple(rest) == rules_pages(words=SHOUTED)

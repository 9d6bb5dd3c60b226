"""Buttons placed in rows a phone shows whole (bot/ui/kit/phone_rows.py)."""

from __future__ import annotations

from bot.ui.kit.phone_rows import LINE, button_width, lines, phone_rows


def test_three_short_labels_share_a_line_and_long_ones_go_two_to_a_line() -> None:
    assert phone_rows(["New coin", "On 3", "On 12", "On 14 (×2)", "On 23", "More →"]) == [
        0, 0, 0, 1, 1, 1,
    ]  # fmt: skip
    assert phone_rows(["New coin → 9 ⚔️ kill 1", "5 → 14", "19 (×2) → 28"]) == [0, 0, 1]
    assert lines(["+2 → 5 ➕ stack", "+3 → 6 ➕ stack", "+5 → 8 ➕ stack", "← Back"]) == 2


def test_a_wide_script_takes_more_room_than_latin_letters_and_marks_take_none() -> None:
    assert button_width("第 12 格") > button_width("On 12")
    # A Tibetan syllable's vowel sign and subjoined letter stand on its letter: no width.
    assert button_width("ཁྱི") == button_width("ཁ")
    assert lines(["新硬币 → 10", "11 → 21", "17 (×2) → 27", "第 12 格 (×2)"]) == 2


def test_a_label_wider_than_a_line_has_a_line_of_its_own() -> None:
    wide = "x" * 60
    assert button_width(wide) > LINE
    assert phone_rows(["On 3", wide, "On 4"]) == [0, 1, 2]
    assert lines([]) == 0


def test_a_line_holds_at_most_three_buttons_however_short() -> None:
    assert phone_rows(["On 3", "On 4", "On 5", "On 6"]) == [0, 0, 0, 1]

"""A catalogue that says English in capitals: words said from it have no lower-case letter
outside their values, so a lower-case letter in what a module drew from it is English the
module wrote itself rather than said from the words it was handed."""

from __future__ import annotations

from importlib import resources

from fluent.syntax import ast, parse, serialize
from fluent.syntax.visitor import Transformer

from bot.words import Words


class _Capitals(Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = node.value.upper()
        return node


def shouted_words() -> Words:
    """Every English message with the text around its placeholders in capitals."""
    folder = resources.files("bot.words").joinpath("locales", "en")
    return Words(
        "en",
        {
            entry.name: serialize(_Capitals().visit(parse(entry.read_text("utf-8"))))
            for entry in folder.iterdir()
            if entry.name.endswith(".ftl")
        },
    )


SHOUTED = shouted_words()

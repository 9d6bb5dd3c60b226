"""Tests of bot/render: the text board and the words of moves, events and options."""

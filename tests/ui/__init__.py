"""Tests of bot/ui: boards, buttons, views and refusals as values (end to end: tests/cogs/)."""

"""Tests of bot/engine: the rules, the checked and fast paths, the search's position, records."""

"""Tests of bot/words: the catalogue, its translations and pseudo-locale; no English outside it."""

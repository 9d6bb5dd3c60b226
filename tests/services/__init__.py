"""Tests of bot/services: game sessions, results, ratings, standings, analyses, thinking, shards."""

"""Tests of cogs/: the /sho commands and buttons end to end, the real bot against a fake Discord."""

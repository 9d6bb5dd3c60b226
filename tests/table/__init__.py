"""Tests of bot/table: the table as a pure domain, its rules (configs), what its record stores."""

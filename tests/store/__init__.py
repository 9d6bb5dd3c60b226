"""Tests of bot/store: SQLite and PostgreSQL, migrations, several processes on one database."""

"""Everything Discord shows, in rooms that import downwards only: kit, rules, community,
config, table, review, publishing, and controls.py listing every control."""

"""A finished game looked back on, privately: its replay, its analysis, its record as a file."""

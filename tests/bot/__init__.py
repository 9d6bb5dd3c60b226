"""Tests of bot/'s own modules: config.py, logging_setup.py, client.py, and the process of
__main__.py (shards, restarts, secrets in its logs)."""

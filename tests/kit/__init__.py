"""Helpers the tests share (no tests here): bots and services to drive, generators, the oracle."""

"""Tests of bench/: each benchmark in miniature, so that none rots."""

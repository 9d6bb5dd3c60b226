"""Tests of devtools/: the fake Discord, the picture tool and the import graph tool."""

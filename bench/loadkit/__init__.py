"""The parts of bench/load.py: the fake's population, the workloads, what is measured."""

"""The parts of bench/click_path.py: the hooks a click is measured with, the table it is
measured at, and the figures."""

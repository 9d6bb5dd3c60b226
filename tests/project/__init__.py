"""The project as a whole: the layers' imports, the install, a clone standing alone, the docs."""

"""Feature cogs, loaded by extension name; each adds its subcommands to the one `/sho` group."""

"""The Discord-facing pieces below the cogs: views, buttons, embeds and the error helper."""

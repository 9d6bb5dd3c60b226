"""Game sessions between the store and Discord: locks, dice, timers, computer turns. No discord."""

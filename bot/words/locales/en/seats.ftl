# What a seat is called in a message.

# A computer's seat, by its number at the table.
seat-computer = Computer { $number }
# A person whose name cannot be shown (empty once made safe).
seat-unnamed = Player
seat-unnamed-computer = Computer
# A person whose name cannot be shown, by their seat (1 to 4).
seat-unnamed-numbered = Player { $number }

"""The table of Sho as a pure domain: its seats, the lobby, the actions that change it, the
events of its log, its statuses and why it ended. Only the engine and the standard library are
imported; the store keeps tables as rows and the services drive them."""

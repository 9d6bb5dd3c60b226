# A rematch: a new table offering each player of the finished game their seat again.
# $people: the people who have not taken their seat yet, as mentions separated by commas.

lobby-rematch-waiting = 🔁 A rematch: waiting for { $people } to click **Join**. It starts when they have, or when the host starts it (computers fill the empty seats).
# $host: the name of the person who asked; $people: mentions (or names, where the server has turned pings off).
rematch-offer = 🔁 { $host } asks for a rematch: { $people }, click **Join** on the new table to take your seat again.

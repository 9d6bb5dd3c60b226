# The table's log: one line per event. $name is a seat's name, made safe to show.

log-joined = { $name } joined.
log-left-lobby = { $name } left.
log-left-game = { $name } left; the computer plays their seat.
log-removed-counted = { $name } was removed; the computer plays their seat, and the game counts as lost for them.
log-removed-not-counted = { $name } was removed by the host; the computer plays their seat, and the game does not count for them.
# A line after which the host passed on to $host.
log-host-now = { $line } { $host } is the host now.
log-began = The game begins: { $name } throws first.
log-ran-out-of-time = { $name } ran out of time; the computer plays this turn.
log-away = { $name } missed { $missed ->
        [one] { $missed } turn
       *[other] { $missed } turns
    }: the computer plays until they are back.
log-returned = { $name } is back.
log-paused = Nobody is at the table: paused.
# A person gave up a game between two people ($name, their seat); the other person wins.
log-resigned = { $name } resigned: the other player wins.
log-closed = { $reason ->
        [ended] The game was ended.
        [abandoned] The game was abandoned.
        [deserted] Every person left: the game is over.
       *[other] The game is over: { end-reason }.
    }

# Why a table is over, as a clause ("This table closed: the lobby expired."), by its reason;
# "cancelled" when no reason was kept.
end-reason = { $reason ->
        [won] won
        [host_cancelled] cancelled by the host
        [lobby_expired] the lobby expired
        [lobby_emptied] everybody left
        [ended] ended by a moderator or the host
        [deserted] every person left
        [abandoned] paused for a day, then abandoned
        [resigned] resigned
       *[cancelled] cancelled
    }

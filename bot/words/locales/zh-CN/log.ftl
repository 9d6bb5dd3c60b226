# This Simplified Chinese translation is a draft by the Sho bot's developers and
# awaits review by a native speaker. To send corrections, see docs/translating.md.

# The table's log: one line per event. $name is a seat's name, made safe to show.

log-joined = { $name } 加入了。
log-left-lobby = { $name } 离开了。
log-left-game = { $name } 离开了，由电脑代打。
log-removed-counted = { $name } 被移出了，由电脑代打，本局记为其落败。
log-removed-not-counted = { $name } 被房主移出了，由电脑代打，本局不计入其战绩。
# A line after which the host passed on to $host.
log-host-now = { $line } 房主现在是 { $host }。
log-began = 游戏开始：{ $name } 先掷。
log-ran-out-of-time = { $name } 超时了，这一轮由电脑代打。
log-away = { $name } 错过了 { $missed } 轮：在其回来之前由电脑代打。
log-returned = { $name } 回来了。
log-paused = 桌上没人了：已暂停。
# A person gave up a game between two people ($name, their seat); the other person wins.
log-resigned = { $name } 认输了：对手获胜。
log-closed = { $reason ->
        [ended] 游戏已被结束。
        [abandoned] 游戏已被放弃。
        [deserted] 所有玩家都离开了：游戏结束。
       *[other] 游戏结束：{ end-reason }。
    }

# Why a table is over, as a clause ("This table closed: the lobby expired."), by its reason;
# "cancelled" when no reason was kept.
end-reason = { $reason ->
        [won] 已分出胜负
        [host_cancelled] 房主取消了
        [lobby_expired] 等人超时了
        [lobby_emptied] 大家都走了
        [ended] 被管理员或房主结束
        [deserted] 所有玩家都离开了
        [abandoned] 暂停一天后被放弃
        [resigned] 认输
       *[cancelled] 已取消
    }

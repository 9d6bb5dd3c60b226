"""The bot's REST calls as the fake saw them, sorted by kind, with their times."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from enum import Enum

from devtools.fakediscord import FakeDiscord, RecordedRequest

CHANNEL_IN_PATH = re.compile(r"^/channels/(\d+)")


class Kind(Enum):
    """What a REST call was, as the issue counts them."""

    INTERACTION = "interaction responses"
    EDIT = "edits"
    POST = "posts"
    DELETE = "deletes"
    OTHER = "other"


def kind_of(request: RecordedRequest) -> Kind:
    path = request.api_path
    if path.startswith(("/interactions/", "/webhooks/")):
        return Kind.INTERACTION
    if "/messages" in path and path.startswith("/channels/"):
        if request.method == "PATCH":
            return Kind.EDIT
        if request.method == "POST" and path.endswith("/messages"):
            return Kind.POST
        if request.method == "DELETE":
            return Kind.DELETE
    return Kind.OTHER


@dataclass
class Call:
    kind: Kind
    at: float
    channel: int | None


@dataclass
class Traffic:
    """Every call in the measured window (`start` to `stop`), and the fake's refusals in it."""

    calls: list[Call] = field(default_factory=list)
    refused: Counter[tuple[str, str]] = field(default_factory=Counter)
    """429 answers by scope ('global' or 'route') and route ('PATCH /channels/...')."""
    recording: bool = False
    fake: FakeDiscord | None = None
    _refused_before: Counter[tuple[str, str]] = field(default_factory=Counter)

    def watch(self, fake: FakeDiscord) -> None:
        self.fake = fake
        fake.on_request(self)

    def start(self) -> None:
        self.calls.clear()
        self.refused.clear()
        if self.fake is not None:
            self._refused_before = Counter(self.fake.limiter.refused)
        self.recording = True

    def stop(self) -> None:
        self.recording = False
        if self.fake is not None:
            self.refused = Counter(self.fake.limiter.refused) - self._refused_before

    def __call__(self, request: RecordedRequest) -> None:
        """The fake's request listener."""
        if not self.recording:
            return
        if request.status == 429:
            return
        found = CHANNEL_IN_PATH.match(request.api_path)
        channel = int(found[1]) if found else None
        self.calls.append(Call(kind_of(request), request.monotonic, channel))

    def count(self, *kinds: Kind) -> int:
        return sum(1 for call in self.calls if call.kind in kinds)

    def times(self, *kinds: Kind) -> list[float]:
        return [call.at for call in self.calls if call.kind in kinds]

    def last_at(self, channels: set[int]) -> float | None:
        """When the latest non-interaction call touching one of these channels was made."""
        for call in reversed(self.calls):
            if call.kind is not Kind.INTERACTION and call.channel in channels:
                return call.at
        return None


NOT_INTERACTION = (Kind.EDIT, Kind.POST, Kind.DELETE, Kind.OTHER)

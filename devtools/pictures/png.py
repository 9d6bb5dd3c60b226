"""Reading a PNG's size, and cutting rows off its bottom, with the standard library alone.

Cutting the bottom needs no decoding: a row's filter refers only to the rows above it, so the
first rows of the decompressed data, compressed again, are a valid picture of those rows.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Bytes per pixel of 8-bit colour types: grey, RGB, palette, grey+alpha, RGBA.
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def _chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    if data[:8] != SIGNATURE:
        raise ValueError("not a PNG")
    chunks, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind = data[at + 4 : at + 8]
        chunks.append((kind, data[at + 8 : at + 8 + length]))
        at += 12 + length
    return chunks


def _chunk(kind: bytes, body: bytes) -> bytes:
    crc = zlib.crc32(kind + body) & 0xFFFFFFFF
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)


def png_size(path: Path) -> tuple[int, int]:
    """(width, height) read from a PNG's header."""
    header = path.read_bytes()[:24]
    if header[:8] != SIGNATURE:
        raise ValueError(f"{path} is not a PNG")
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def cut_to_height(path: Path, height: int) -> None:
    """Keeps the top `height` rows of the PNG at `path` (8-bit, not interlaced)."""
    chunks = _chunks(path.read_bytes())
    header = chunks[0][1]
    width, old_height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if height >= old_height:
        return
    if depth != 8 or interlace or colour not in CHANNELS:
        raise ValueError(f"{path}: only 8-bit, non-interlaced PNGs are cut")
    pixels = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    kept = pixels[: height * (1 + width * CHANNELS[colour])]  # each row starts with its filter
    new_header = struct.pack(">II", width, height) + header[8:]
    others = [_chunk(kind, body) for kind, body in chunks[1:] if kind not in (b"IDAT", b"IEND")]
    path.write_bytes(
        SIGNATURE
        + _chunk(b"IHDR", new_header)
        + b"".join(others)
        + _chunk(b"IDAT", zlib.compress(kept, 9))
        + _chunk(b"IEND", b"")
    )

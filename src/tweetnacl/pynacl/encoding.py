"""PyNaCl's encoders (`nacl.encoding`): classes with static `encode` / `decode`, passed as classes."""

from __future__ import annotations

import base64
import binascii
from abc import ABCMeta, abstractmethod
from typing import SupportsBytes, Type


class _Encoder(metaclass=ABCMeta):
    @staticmethod
    @abstractmethod
    def encode(data: bytes) -> bytes:
        """Raw bytes -> encoded bytes."""

    @staticmethod
    @abstractmethod
    def decode(data: bytes) -> bytes:
        """Encoded bytes -> raw bytes; `decode(encode(x)) == x`."""


# Encoders are used as classes (their methods are static), so the type to accept is the class.
Encoder = Type[_Encoder]
"""The type of an `encoder` argument: an encoder class (not an instance), such as `HexEncoder`."""


class RawEncoder(_Encoder):
    """No encoding: the bytes as they are."""

    @staticmethod
    def encode(data: bytes) -> bytes:
        """The bytes themselves."""
        return data

    @staticmethod
    def decode(data: bytes) -> bytes:
        """The bytes themselves."""
        return data


class HexEncoder(_Encoder):
    """Lower-case hexadecimal (`binascii.hexlify`); decoding accepts either case."""

    @staticmethod
    def encode(data: bytes) -> bytes:
        """Raw bytes -> lower-case hex digits, two per byte."""
        return binascii.hexlify(data)

    @staticmethod
    def decode(data: bytes) -> bytes:
        """Hex digits (either case) -> raw bytes; `binascii.Error` for an odd count or a non-hex digit."""
        return binascii.unhexlify(data)


class Base16Encoder(_Encoder):
    """Base16 of RFC 4648 (`base64.b16encode`): upper-case hexadecimal; decoding accepts upper case only."""

    @staticmethod
    def encode(data: bytes) -> bytes:
        """Raw bytes -> upper-case hex digits, two per byte."""
        return base64.b16encode(data)

    @staticmethod
    def decode(data: bytes) -> bytes:
        """Upper-case hex digits -> raw bytes; `binascii.Error` for anything else."""
        return base64.b16decode(data)


class Base32Encoder(_Encoder):
    """Base32 of RFC 4648 (`base64.b32encode`), with `=` padding."""

    @staticmethod
    def encode(data: bytes) -> bytes:
        """Raw bytes -> Base32 text, padded to a multiple of 8 characters."""
        return base64.b32encode(data)

    @staticmethod
    def decode(data: bytes) -> bytes:
        """Padded Base32 text -> raw bytes; `binascii.Error` where it is not."""
        return base64.b32decode(data)


class Base64Encoder(_Encoder):
    """Base64 of RFC 4648 (`base64.b64encode`), with `+`, `/` and `=` padding."""

    @staticmethod
    def encode(data: bytes) -> bytes:
        """Raw bytes -> Base64 text, padded to a multiple of 4 characters."""
        return base64.b64encode(data)

    @staticmethod
    def decode(data: bytes) -> bytes:
        """Base64 text -> raw bytes (characters outside the alphabet are discarded, as `base64.b64decode` does); `binascii.Error` for bad padding."""
        return base64.b64decode(data)


class URLSafeBase64Encoder(_Encoder):
    """URL- and file-name-safe Base64 of RFC 4648 (`base64.urlsafe_b64encode`): `-` and `_` for `+` and `/`, with `=` padding."""

    @staticmethod
    def encode(data: bytes) -> bytes:
        """Raw bytes -> URL-safe Base64 text, padded to a multiple of 4 characters."""
        return base64.urlsafe_b64encode(data)

    @staticmethod
    def decode(data: bytes) -> bytes:
        """URL-safe Base64 text -> raw bytes; `binascii.Error` for bad padding."""
        return base64.urlsafe_b64decode(data)


class Encodable:
    """Mixin: `obj.encode(encoder)` encodes `bytes(obj)`."""

    def encode(self: SupportsBytes, encoder: Encoder = RawEncoder) -> bytes:
        """The object's bytes, encoded by `encoder` (a class of this module; by default the raw bytes)."""
        return encoder.encode(bytes(self))

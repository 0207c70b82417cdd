"""The one exception of the model package: bad input, located."""

from __future__ import annotations


class ModelError(Exception):
    """The system cannot be modelled as asked. ``location`` is ``file:line:column`` of the
    offending construct, or the command-line option (``--observe``) that names it."""

    def __init__(self, location: str, message: str) -> None:
        super().__init__(f"{location}: {message}")
        self.location = location
        self.message = message

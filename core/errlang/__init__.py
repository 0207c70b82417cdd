"""errlang: learn the language of error of C programs."""

__version__ = "0.1.0"

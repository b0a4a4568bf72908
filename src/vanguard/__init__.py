"""Vanguard ReMaster: a rules-exact Cardfight!! Vanguard engine for the Classic format."""

__version__ = "0.1.0"

"""Desperados: the marshal against a gang of desperadoes moving in secret (rulebook 002)."""

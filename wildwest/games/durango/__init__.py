"""Durango: grow a cattle herd faster than your rivals (rulebook 000)."""

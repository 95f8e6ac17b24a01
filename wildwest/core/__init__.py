"""Game-agnostic, pygame-free machinery: the engine contract, data, saves, bots, simulation."""

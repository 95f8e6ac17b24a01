"""Wild West Tabletop: five Wild West card and board games against bots or friends."""
__version__ = "0.1.0"

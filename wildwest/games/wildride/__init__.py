"""Wild Ride (rulebook 003): call & write exploration."""

"""tirc tune: schedule search and the tuning database."""

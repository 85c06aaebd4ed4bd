"""tirc's bad-input fuzz harness (see run.py)."""

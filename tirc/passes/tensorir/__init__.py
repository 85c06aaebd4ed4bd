"""Passes of the tensorir stage: scheduling decisions on bufferized linalg."""

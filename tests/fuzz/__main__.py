"""``python -m tests.fuzz``: see tests/fuzz/run.py."""

import sys

from tests.fuzz.run import main

sys.exit(main())

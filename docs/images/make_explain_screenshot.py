"""Make docs/images/explain-gemm.png, the screenshot of a `tirc explain` page that docs/explain.md
shows: the page of examples/specs/gemm.yaml's f16 GEMM for sm_80, opened in headless Chromium
(Debian's `chromium`, driven by Playwright, as the page tests do).

    .venv/bin/python docs/images/make_explain_screenshot.py     (or: make docs-screenshots)
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
IMAGE = REPO / "docs" / "images" / "explain-gemm.png"
SPEC = "examples/specs/gemm.yaml"   # relative to the repository: the page names its input as given
KERNEL = "gemm_f16_bias_relu_gemm0"
VIEWPORT = {"width": 1400, "height": 1500}
# The parts shown: the schedule's bars, the fragment maps and the bank map; the others are collapsed
# so that the screenshot shows their headers.
COLLAPSED = ("pipeline", "roofline", "sass", "ir")


def main() -> int:
    sys.path.insert(0, str(REPO))
    from playwright.sync_api import sync_playwright

    from tirc.explain.explain import explain, write_html
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        print("error: headless Chromium is needed: apt-get install chromium", file=sys.stderr)
        return 1
    os.chdir(REPO)
    with tempfile.TemporaryDirectory(prefix="explain-screenshot-") as folder:
        page_path = write_html(explain(SPEC, "sm_80", kernel=KERNEL), Path(folder) / "gemm.html")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            try:
                page = browser.new_page(viewport=VIEWPORT)
                page.goto(page_path.resolve().as_uri(), wait_until="load")
                for section in COLLAPSED:
                    page.locator(f"section#{section} button.toggle").click()
                page.evaluate("window.scrollTo(0, 0)")   # a click scrolls its button into view
                page.screenshot(path=str(IMAGE), full_page=False)
            finally:
                browser.close()
    print(f"wrote {IMAGE.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Headless Chromium for the tests of tirc's HTML pages (``tirc explain``, ``tirc tune --report``).

The browser is Debian's ``chromium`` (``.ci/run`` installs it when it is missing), driven by
Playwright's Python API with ``executable_path`` pointing at it: Playwright's own browser download
is never used. Use it with ``from tests.unit.browser import browser, open_page`` in a test module:
``browser`` is module-scoped (one Chromium per test module; loadfile distribution keeps a module on
one worker), and ``open_page`` loads a file and collects every console message and page error."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

CHROMIUM_NAMES = ("chromium", "chromium-browser")


def chromium_path() -> str:
    """Debian's Chromium, or a failure that says how to get it (a missing browser is a broken setup,
    not a reason to skip the page's tests)."""
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    pytest.fail("headless Chromium is needed for the HTML page tests: apt-get install chromium "
                "(.ci/run installs it when it is missing)")


@dataclass
class LoadedPage:
    """A page open in Chromium, with what it logged: console messages as (type, text) and uncaught errors."""
    page: Any
    console: list[tuple[str, str]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def console_errors(self) -> list[str]:
        return [text for kind, text in self.console if kind == "error"] + self.errors


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    executable = chromium_path()
    with sync_playwright() as playwright:
        # --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        chromium = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        try:
            yield chromium
        finally:
            chromium.close()


@contextmanager
def open_page(browser: Any, path: Path, width: int = 1400, height: int = 900) -> Iterator[LoadedPage]:
    """Load the file at `path` in a new page and wait until it is loaded; listeners are attached
    before the load so that nothing the page logs while loading is missed."""
    page = browser.new_page(viewport={"width": width, "height": height})
    loaded = LoadedPage(page)
    page.on("console", lambda message: loaded.console.append((message.type, message.text)))
    page.on("pageerror", lambda error: loaded.errors.append(str(error)))
    try:
        page.goto(path.resolve().as_uri(), wait_until="load")
        yield loaded
    finally:
        page.close()

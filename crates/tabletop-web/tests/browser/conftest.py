"""The dispute page in a real browser: `tabletop web` (the binary named by
TABLETOP_BIN) on a free loopback port, and headless Chromium driven through
WebDriver (Debian's chromium and chromium-driver).

Without Chromium the tests are skipped with the reason, unless
TABLETOP_BROWSER_TESTS=required (CI sets it), which makes a missing browser
an error. With TABLETOP_SCREENSHOTS=DIR the tests save their screenshots
there (docs/web/ holds the ones docs/web.md shows).
"""

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[4]
REQUIRED = os.environ.get("TABLETOP_BROWSER_TESTS") == "required"


def _find(*names):
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


def _missing(reason):
    if REQUIRED:
        pytest.fail(f"{reason} (TABLETOP_BROWSER_TESTS=required)")
    pytest.skip(f"{reason}: install chromium and chromium-driver to run the browser tests")


@pytest.fixture(scope="session")
def tabletop_bin():
    path = os.environ.get("TABLETOP_BIN") or str(REPO / "target" / "debug" / "tabletop")
    if not Path(path).exists():
        _missing(f"no tabletop binary at {path} (cargo build -p tabletop-cli)")
    return path


@pytest.fixture(scope="session")
def server(tabletop_bin):
    """The page's address: a server started for the tests, stopped after."""
    process = subprocess.Popen(
        [tabletop_bin, "web", "--bind", "127.0.0.1:0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    line = process.stdout.readline()
    match = re.search(r"http://[0-9.:]+/", line)
    if not match:
        process.kill()
        raise RuntimeError(f"tabletop web did not start: {line!r} {process.stderr.read()}")
    yield match.group(0)
    process.terminate()
    process.wait(timeout=10)


def _chrome(width, height, downloads):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        _missing("the selenium package is not installed")
    browser = _find("chromium", "chromium-browser", "google-chrome")
    driver = _find("chromedriver")
    if not browser or not driver:
        _missing("no Chromium or chromedriver on this machine")
    os.environ.setdefault("SE_OFFLINE", "true")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    profile = tempfile.mkdtemp(prefix="tabletop-chromium-")
    for flag in [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        f"--user-data-dir={profile}",
        f"--window-size={width},{height}",
    ]:
        options.add_argument(flag)
    options.add_experimental_option(
        "prefs",
        {
            "download.default_directory": str(downloads),
            "download.prompt_for_download": False,
        },
    )
    chrome = webdriver.Chrome(service=Service(executable_path=driver), options=options)
    chrome.set_window_size(width, height)
    return chrome, profile


@pytest.fixture
def downloads(tmp_path):
    path = tmp_path / "downloads"
    path.mkdir()
    return path


def _session(width, height, downloads):
    chrome, profile = _chrome(width, height, downloads)
    try:
        yield chrome
    finally:
        chrome.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def browser(downloads):
    """Chromium at a laptop's window size."""
    yield from _session(1280, 1000, downloads)


@pytest.fixture
def phone(downloads):
    """Chromium at a phone's viewport size (390 by 844)."""
    yield from _session(390, 844, downloads)


@pytest.fixture
def screenshot():
    """Saves a full-page screenshot as NAME.png when TABLETOP_SCREENSHOTS is set."""
    folder = os.environ.get("TABLETOP_SCREENSHOTS")

    def save(chrome, name):
        if not folder:
            return
        Path(folder).mkdir(parents=True, exist_ok=True)
        chrome.execute_script("window.scrollTo(0, 0)")
        height = chrome.execute_script("return document.documentElement.scrollHeight")
        size = chrome.get_window_size()
        chrome.set_window_size(size["width"], min(max(height + 140, size["height"]), 4000))
        chrome.save_screenshot(str(Path(folder) / f"{name}.png"))
        chrome.set_window_size(size["width"], size["height"])

    return save

"""The dispute page as a person uses it, in headless Chromium."""

import json
import os
import subprocess
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as ready
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import REPO

EXAMPLES = REPO / "examples" / "positions"


def open_page(chrome, server):
    chrome.get(server)
    WebDriverWait(chrome, 20).until(
        lambda c: c.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true"
    )


def load_example(chrome, name):
    Select(chrome.find_element(By.ID, "example")).select_by_value(name)
    chrome.find_element(By.ID, "load-example").click()
    WebDriverWait(chrome, 20).until(ready.visibility_of_element_located((By.ID, "status")))


def type_action(chrome, text):
    field = chrome.find_element(By.ID, "action")
    field.clear()
    field.send_keys(text, Keys.ENTER)
    return WebDriverWait(chrome, 20).until(
        lambda c: c.find_element(By.ID, "verdict").is_displayed()
        and c.find_element(By.ID, "verdict").text
    )


def narration(chrome):
    return [li.text for li in chrome.find_elements(By.CSS_SELECTOR, "#narration li")]


def check_says(position, action):
    """What `tabletop check` says about `action` on `position`."""
    binary = os.environ.get("TABLETOP_BIN") or str(REPO / "target" / "debug" / "tabletop")
    out = subprocess.run(
        [binary, "check", str(position), action], capture_output=True, text=True
    ).stdout
    return [line for line in out.splitlines() if line.split(":")[0] in ("legal", "illegal")]


def dispute_id(chrome):
    return chrome.execute_script("return location.hash").removeprefix("#d=")


def api(server, path):
    with urllib.request.urlopen(server.rstrip("/") + path, timeout=20) as answer:
        return answer.read().decode()


def test_the_trending_topic_example_is_won_by_seat_3(browser, server, screenshot):
    open_page(browser, server)
    load_example(browser, "traveluencer-trending-example")
    assert "seat 3 to decide" in browser.find_element(By.ID, "status").text
    verdict = type_action(browser, "post S2")
    assert verdict == check_says(EXAMPLES / "traveluencer-trending-example.json", "post S2")[0]
    assert any("seat 3 wins" in line for line in narration(browser)), narration(browser)
    screenshot(browser, "trending-example")


def test_an_illegal_action_shows_its_rule_in_the_words_of_check(browser, server, screenshot):
    open_page(browser, server)
    load_example(browser, "traveluencer-trending-example")
    verdict = type_action(browser, "post F1")
    expected = check_says(EXAMPLES / "traveluencer-trending-example.json", "post F1")
    assert verdict.startswith("illegal: seat 3: post F1: ")
    assert "[rule: " in verdict
    assert verdict == expected[0]
    # Refused, nothing happened: still seat 3's decision, no history.
    assert "0 actions taken" in browser.find_element(By.ID, "status").text
    assert browser.find_elements(By.CSS_SELECTOR, "#history li") == []
    screenshot(browser, "illegal-action")


def test_a_trailblazers_position_shows_its_parks_as_pictures(browser, server, screenshot):
    open_page(browser, server)
    load_example(browser, "trailblazers-figure-eight")
    WebDriverWait(browser, 20).until(
        lambda c: c.find_elements(By.CSS_SELECTOR, "img.drawing")
    )
    pictures = browser.find_elements(By.CSS_SELECTOR, "img.drawing")
    served = json.loads(api(server, f"/api/disputes/{dispute_id(browser)}"))["drawings"]
    assert len(pictures) == len(served) > 0
    for picture in pictures:
        WebDriverWait(browser, 10).until(
            lambda c: c.execute_script("return arguments[0].complete && arguments[0].naturalWidth", picture)
        )
        assert picture.get_attribute("src").startswith("data:image/svg+xml")
    screenshot(browser, "trailblazers-parks")


def test_bots_play_a_whole_seoul_journey_game_from_the_page_then_undo(browser, server, screenshot):
    open_page(browser, server)
    Select(browser.find_element(By.ID, "game")).select_by_value("seoul-journey")
    Select(browser.find_element(By.ID, "players")).select_by_value("2")
    seed = browser.find_element(By.ID, "seed")
    seed.clear()
    seed.send_keys("3")
    browser.find_element(By.ID, "deal").click()
    WebDriverWait(browser, 20).until(ready.visibility_of_element_located((By.ID, "status")))
    browser.find_element(By.ID, "bots").click()
    WebDriverWait(browser, 600).until(ready.visibility_of_element_located((By.ID, "winners")))
    assert "the game is over" in browser.find_element(By.ID, "status").text
    taken = len(browser.find_elements(By.CSS_SELECTOR, "#history li"))
    assert taken > 10
    screenshot(browser, "seoul-finished")

    browser.find_element(By.ID, "undo").click()
    WebDriverWait(browser, 20).until(
        lambda c: len(c.find_elements(By.CSS_SELECTOR, "#history li")) == taken - 1
    )
    assert browser.find_elements(By.ID, "winners") == []
    assert not browser.find_element(By.ID, "outcome-box").is_displayed()
    assert "the game is over" not in browser.find_element(By.ID, "status").text


def test_a_downloaded_position_loads_back(browser, server, downloads):
    open_page(browser, server)
    Select(browser.find_element(By.ID, "game")).select_by_value("traveler")
    browser.find_element(By.ID, "deal").click()
    WebDriverWait(browser, 20).until(ready.visibility_of_element_located((By.ID, "status")))
    for _ in range(4):
        first = browser.find_element(By.CSS_SELECTOR, "#legal button.action")
        before = len(browser.find_elements(By.CSS_SELECTOR, "#history li"))
        first.click()
        WebDriverWait(browser, 20).until(
            lambda c: len(c.find_elements(By.CSS_SELECTOR, "#history li")) == before + 1
        )
    original = dispute_id(browser)
    browser.find_element(By.ID, "download-position").click()
    deadline = time.time() + 20
    while time.time() < deadline:
        files = [f for f in downloads.iterdir() if f.suffix == ".json"]
        if files:
            break
        time.sleep(0.2)
    assert files, "the position was not downloaded"
    browser.find_element(By.ID, "upload").send_keys(str(files[0]))
    WebDriverWait(browser, 20).until(lambda c: dispute_id(c) != original)
    assert "from a position" in browser.find_element(By.ID, "status").text
    reloaded = api(server, f"/api/disputes/{dispute_id(browser)}/position")
    assert reloaded == api(server, f"/api/disputes/{original}/position")
    assert json.loads(reloaded) == json.loads(files[0].read_text())


def test_the_page_fits_a_phone(phone, server, screenshot):
    open_page(phone, server)
    load_example(phone, "traveluencer-trending-example")
    width = phone.execute_script("return window.innerWidth")
    assert phone.execute_script("return document.documentElement.scrollWidth") <= width
    for control in ["apply", "undo", "suggest", "load-example"]:
        assert phone.find_element(By.ID, control).size["height"] >= 44, control
    verdict = type_action(phone, "post S2")
    assert verdict.startswith("legal: seat 3: post S2")
    screenshot(phone, "phone")


def test_loading_an_example_of_another_game_sets_the_deal_form_to_that_game(browser, server):
    open_page(browser, server)
    Select(browser.find_element(By.ID, "game")).select_by_value("traveluencer")
    load_example(browser, "traveler-sample-turn")
    position = json.loads((EXAMPLES / "traveler-sample-turn.json").read_text())["position"]

    game = Select(browser.find_element(By.ID, "game")).first_selected_option
    players = Select(browser.find_element(By.ID, "players")).first_selected_option
    flags = [
        box.get_attribute("data-flag")
        for box in browser.find_elements(By.CSS_SELECTOR, "#flags input[data-flag]")
    ]
    assert game.get_attribute("value") == "traveler"
    assert players.get_attribute("value") == str(len(position["seats"]))
    assert "new_region" in flags and "tokens_count_post_cards_only" not in flags, flags

"""The table laid out for Traveluencer and The Traveler, in headless Chromium:
the cards each part of the layout shows are read back from the page and
compared with the position file the dispute was loaded from (or with the
view the server sends), and a seat's or a spectator's view must show no
card of a hand it may not see."""

import json
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import REPO
from test_page import dispute_id, load_example, narration, open_page, type_action

POSITIONS = REPO / "crates" / "tabletop-web" / "positions"


def cards(text):
    """Traveluencer cards in the game's notation ("F149+0+00") as codes."""
    out = []
    for group in filter(None, text.split("+")):
        if group in ("0", "00"):
            out.append(group)
        else:
            out.extend(group[0] + value for value in group[1:])
    return out


def shown(chrome, selector):
    """The cards shown inside the element `selector`, as their codes."""
    return [
        card.get_attribute("data-card")
        for card in chrome.find_elements(By.CSS_SELECTOR, f"{selector} [data-card]")
    ]


def show_viewer(chrome, viewer):
    """Chooses whose view the page shows and waits for the table to follow."""
    before = chrome.find_element(By.ID, "layout").get_attribute("innerText")
    Select(chrome.find_element(By.ID, "viewer")).select_by_value(viewer)
    WebDriverWait(chrome, 20).until(
        lambda c: c.find_element(By.ID, "layout").get_attribute("innerText") != before
    )


def served_state(server, chrome, view="all"):
    path = f"/api/disputes/{dispute_id(chrome)}?view={view}"
    with urllib.request.urlopen(server.rstrip("/") + path, timeout=20) as answer:
        return json.loads(answer.read())


def test_the_trending_example_lays_out_its_topics_trick_and_hands(browser, server, screenshot):
    position = json.loads((POSITIONS / "traveluencer-trending-example.json").read_text())["position"]
    open_page(browser, server)
    load_example(browser, "traveluencer-trending-example")

    # The seven trending topics, space 1 first; the first trick's is marked.
    assert shown(browser, "#trending") == position["trending"]
    current = browser.find_elements(By.CSS_SELECTOR, "#trending li.current")
    assert [li.get_attribute("data-trick") for li in current] == [str(position["trick"])]
    # The trick so far: each seat's post by seat, seat 0 starting and leading.
    for seat, post in enumerate(position["posts"]):
        assert shown(browser, f"#post-{seat}") == cards(post), seat
    badges = browser.find_element(By.ID, "post-0").text
    assert "starts" in badges and "leads" in badges
    assert "leads" not in browser.find_element(By.ID, "post-1").text
    # Every hand, in the all-seeing view.
    for seat, hand in enumerate(position["hands"]):
        assert sorted(shown(browser, f"#hand-{seat}")) == sorted(cards(hand)), seat
    assert browser.find_element(By.ID, "tricks").text == "No trick finished yet this round."
    screenshot(browser, "traveluencer-table")

    # Seat 3 posts its trending Scenery card and wins the trick for 3 tokens
    # (the rulebook's example): the trick appears among the winners.
    assert type_action(browser, "post S2").startswith("legal: seat 3: post S2")
    WebDriverWait(browser, 20).until(lambda c: c.find_elements(By.CSS_SELECTOR, "#tricks tbody tr"))
    row = browser.find_elements(By.CSS_SELECTOR, "#tricks tbody tr")
    assert len(row) == 1
    cells = [td.text for td in row[0].find_elements(By.TAG_NAME, "td")]
    assert cells[0] == "1" and cells[4] == "seat 3" and cells[7] == "3", cells
    assert shown(browser, "#tricks tbody tr") == ["S2"]
    assert browser.find_element(By.ID, "tokens-3").text.startswith("3 Buzz Tokens this round")
    assert browser.find_element(By.ID, "tokens-0").text.startswith("0 Buzz Tokens this round")
    # The posts are cleared and seat 3 starts trick 2, under topic 2.
    assert all(shown(browser, f"#post-{seat}") == [] for seat in range(4))
    assert "starts" in browser.find_element(By.ID, "post-3").text
    current = browser.find_element(By.CSS_SELECTOR, "#trending li.current")
    assert current.get_attribute("data-trick") == "2"


def test_a_seats_view_and_a_spectators_hide_the_other_hands(browser, server, screenshot):
    position = json.loads((POSITIONS / "traveluencer-trending-example.json").read_text())["position"]
    open_page(browser, server)
    load_example(browser, "traveluencer-trending-example")

    # The narrator told the all-seeing view every hand at the start.
    hands = position["hands"]
    assert all(any(hand in line for line in narration(browser)) for hand in hands)

    show_viewer(browser, "1")
    assert sorted(shown(browser, "#hand-1")) == sorted(cards(hands[1]))
    # Told again to seat 1: its own hand only.
    lines = narration(browser)
    assert any(hands[1] in line for line in lines), lines
    assert not any(hand in line for line in lines for hand in (hands[0], hands[2], hands[3])), lines
    for seat in (0, 2, 3):
        hand = browser.find_element(By.ID, f"hand-{seat}")
        assert shown(browser, f"#hand-{seat}") == [], seat
        assert hand.text == f"{len(cards(position['hands'][seat]))} cards, hidden from this view"
    # The public table stays: the topics and the posts.
    assert shown(browser, "#trending") == position["trending"]
    assert shown(browser, "#post-2") == cards(position["posts"][2])
    screenshot(browser, "seat-view")

    show_viewer(browser, "spectator")
    for seat in range(4):
        assert shown(browser, f"#hand-{seat}") == [], seat
        assert "hidden from this view" in browser.find_element(By.ID, f"hand-{seat}").text
    assert not any(hand in line for line in narration(browser) for hand in hands)


def test_a_traveler_position_shows_its_shelf_trips_and_hands(browser, server, screenshot):
    position = json.loads((POSITIONS / "traveler-sample-turn.json").read_text())["position"]
    open_page(browser, server)
    load_example(browser, "traveler-sample-turn")

    assert shown(browser, "#shelf") == position["shelf"]
    for seat, info in enumerate(position["seats"]):
        assert shown(browser, f"#trip-{seat}") == info["trip"], seat
        assert sorted(shown(browser, f"#hand-{seat}")) == sorted(info["hand"]), seat
    view = served_state(server, browser)["views"][0]["view"]
    assert browser.find_element(By.ID, "deck").text.startswith(f"Deck: {view['deck_size']} cards")
    trip = position["seats"][0]["trip"]
    stamps = view["seats"][0]["stamps"]
    assert browser.find_element(By.ID, "stamps-0").text == f"{len(trip)} stops, {stamps} stamps"

    # Ana scrounges: the Shelf and her hand follow the table.
    type_action(browser, "scrounge")
    type_action(browser, "take shelf")
    WebDriverWait(browser, 20).until(lambda c: "Cape Town" in shown(c, "#hand-0"))
    assert shown(browser, "#shelf") == []
    assert "empty" in browser.find_element(By.ID, "shelf").text
    screenshot(browser, "traveler-table")

    # Seat 1's view: its own hand, seat 0's only counted.
    show_viewer(browser, "1")
    assert sorted(shown(browser, "#hand-1")) == sorted(position["seats"][1]["hand"])
    assert shown(browser, "#hand-0") == []
    held = len(position["seats"][0]["hand"]) + 1
    assert browser.find_element(By.ID, "hand-0").text == f"{held} cards, hidden from this view"
    assert shown(browser, "#trip-0") == position["seats"][0]["trip"]


def custom_deck(evil):
    """A valid deck of 52 cards (13 a region: 8 Cities, 5 Wonders) whose
    first card is named `evil`."""
    deck = []
    skills = ["Photo", "Deliver", "Guide", "Busk"]
    for r, region in enumerate(["Americas", "Europe", "Africa & Middle East", "Asia & Pacific"]):
        for i in range(8):
            deck.append({"name": f"City {r}{i}", "region": region, "skill": skills[i % 4], "fare": 1 + i % 6})
        for i in range(5):
            deck.append({"name": f"Wonder {r}{i}", "region": region, "stamps": 2 + i, "fare": 2 + i})
    deck[0]["name"] = evil
    return deck


def test_card_names_from_a_custom_deck_are_shown_as_text(browser, server):
    evil = '<img src=x onerror="document.title=1">'
    position = {
        "game": "traveler",
        "position": {
            "config": {"players": 2, "deck": custom_deck(evil)},
            "seats": [
                {"trip": [evil], "hand": ["City 01", "City 02"]},
                {"trip": ["City 10"], "hand": ["City 11"]},
            ],
            "shelf": ["City 20"],
            "active": 0,
            "phase": "earn",
            "rng": {"seed": 5},
        },
    }
    open_page(browser, server)
    title = browser.title
    browser.find_element(By.ID, "paste-box").click()
    browser.find_element(By.ID, "paste").send_keys(json.dumps(position))
    browser.find_element(By.ID, "load-paste").click()
    WebDriverWait(browser, 20).until(lambda c: c.find_elements(By.CSS_SELECTOR, "#trip-0 [data-card]"))
    stop = browser.find_element(By.CSS_SELECTOR, "#trip-0 [data-card]")
    assert stop.text == evil
    assert browser.find_elements(By.CSS_SELECTOR, "#layout img") == []
    assert browser.title == title


def test_a_two_player_display_is_public_and_the_hand_behind_it_is_not(browser, server):
    open_page(browser, server)
    Select(browser.find_element(By.ID, "game")).select_by_value("traveluencer")
    Select(browser.find_element(By.ID, "players")).select_by_value("2")
    browser.find_element(By.ID, "deal").click()
    WebDriverWait(browser, 20).until(lambda c: c.find_elements(By.ID, "display-1"))
    views = {v["seat"]: v["view"] for v in served_state(server, browser)["views"]}
    for seat in (0, 1):
        assert shown(browser, f"#display-{seat}") == cards(views[seat]["seats"][seat]["display"])
        assert sorted(shown(browser, f"#hand-{seat}")) == sorted(cards(views[seat]["hand"]))
    assert len(shown(browser, "#display-1")) == 5

    show_viewer(browser, "0")
    assert shown(browser, "#display-1") == cards(views[1]["seats"][1]["display"])
    assert shown(browser, "#hand-1") == []
    held = len(cards(views[1]["hand"]))
    assert browser.find_element(By.ID, "hand-1").text == f"{held} cards, hidden from this view"

"""The tabletop Python package: whole games, refusals, hidden hands,
pickling, the integer encoding, and simulate against the command line."""

import collections.abc
import copy
import json
import os
import pathlib
import pickle
import random
import subprocess

import pytest

import tabletop

GAMES = tabletop.games()


def player_counts(name):
    info = tabletop.game_info(name)
    return range(info["min_players"], info["max_players"] + 1)


def random_game(name, players, seed):
    """Plays a whole game with uniformly random legal actions; returns the state."""
    rng = random.Random(seed)
    state = tabletop.load_game(name, players=players).new_initial_state(seed)
    cap = tabletop.game_info(name)["action_cap"]
    while not state.is_terminal():
        assert state.move_number() < cap
        seats = state.current_players()
        assert seats, "a game that is not over has a seat to act"
        seat = rng.choice(seats)
        legal = state.legal_codes(seat)
        assert legal and all(isinstance(a, int) and a >= 0 for a in legal)
        state.apply_action(seat, rng.choice(legal))
    return state


def test_every_game_the_command_line_lists_is_here():
    listed = subprocess.run([str(tabletop_binary()), "games"], check=True, capture_output=True, text=True).stdout
    names = [line.split()[0] for line in listed.splitlines() if line and not line.startswith(" ")]
    assert GAMES == names
    assert {"traveluencer", "traveler"} <= set(GAMES)


def test_every_game_is_listed_with_its_player_counts():
    for name in GAMES:
        info = tabletop.game_info(name)
        assert info["name"] == name
        assert info["min_players"] <= info["default_players"] <= info["max_players"]
        game = tabletop.load_game(name)
        assert game.name == name
        assert game.num_players() == info["default_players"]


@pytest.mark.parametrize("name", GAMES)
def test_a_full_random_game_ends_with_an_outcome_for_every_player_count(name):
    for players in player_counts(name):
        state = random_game(name, players, seed=players)
        assert state.is_terminal()
        assert state.current_players() == []
        assert state.current_player() == tabletop.TERMINAL
        outcome = state.outcome()
        assert len(outcome["scores"]) == players
        assert all(0 <= w < players for w in outcome["winners"])
        if players > 1:
            assert outcome["winners"], "someone wins (a solo game may be lost)"
        assert state.returns() == [float(s) for s in outcome["scores"]]
        assert state.legal_codes(0) == []


@pytest.mark.parametrize("name", GAMES)
def test_legal_actions_behave_like_an_immutable_list(name):
    rng = random.Random(11)
    state = tabletop.load_game(name, players=2).new_initial_state(11)
    checked = 0
    while not state.is_terminal():
        seat = state.current_players()[0]
        legal = state.legal_codes(seat)
        codes = list(legal)
        n = len(codes)
        assert isinstance(legal, tabletop.LegalActions)
        assert isinstance(legal, collections.abc.Sequence)
        assert n == len(legal) == len(state.legal_action_strings(seat)) > 0
        assert len(set(codes)) == n and all(type(c) is int for c in codes)
        # Equality with lists (both ways) and with another snapshot.
        assert legal == codes and codes == legal and not legal != codes
        assert legal == state.legal_codes(seat)
        assert legal != codes[:-1] and legal != codes + [max(codes) + 1]
        assert legal != codes[::-1] or n == 1
        assert legal != tuple(codes) and legal != "codes"
        # Indexing, negative indexing, slicing.
        for i in [0, n - 1, rng.randrange(n), -1, -n, -rng.randrange(1, n + 1)]:
            assert legal[i] == codes[i]
        for bad in [n, -n - 1, 10**30]:
            with pytest.raises(IndexError):
                legal[bad]
        with pytest.raises(TypeError):
            legal["0"]
        with pytest.raises(TypeError):
            legal[1.0]
        for s in [slice(None), slice(1, 5), slice(-4, None), slice(None, None, -3), slice(n, 2 * n)]:
            assert legal[s] == codes[s] and type(legal[s]) is list
        # Iteration, reversal, membership, index and count.
        assert [c for c in legal] == codes and list(iter(legal)) == codes
        assert list(reversed(legal)) == codes[::-1]
        it = iter(legal)
        assert list(it) == codes and list(it) == []
        k = rng.randrange(n)
        assert codes[k] in legal and legal.index(codes[k]) == k and legal.count(codes[k]) == 1
        assert legal.index(codes[k], k) == k
        with pytest.raises(ValueError):
            legal.index(codes[k], k + 1)
        missing = max(codes) + 1
        assert missing not in legal and legal.count(missing) == 0 and -1 not in legal
        assert "text" not in legal and None not in legal
        with pytest.raises(ValueError):
            legal.index(missing)
        # The standard library's sampling sees the same sequence as a list.
        assert random.Random(k).choice(legal) == random.Random(k).choice(codes)
        assert random.Random(k).sample(legal, min(3, n)) == random.Random(k).sample(codes, min(3, n))
        # Unhashable, as a list; pickles and copies as a list; prints as one.
        with pytest.raises(TypeError):
            hash(legal)
        assert pickle.loads(pickle.dumps(legal)) == codes and copy.copy(legal) == codes
        assert repr(legal) == repr(codes) and json.dumps(list(legal)) == json.dumps(codes)
        # A snapshot: the move does not change it.
        state.apply_action(seat, rng.choice(legal))
        assert legal == codes
        checked += 1
    assert checked > 10
    assert state.legal_codes(0) == [] and not state.legal_codes(0)


def test_simultaneous_steps_name_every_seat_that_owes_a_decision():
    state = tabletop.load_game("traveler", players=3).new_initial_state(2)
    assert state.current_players() == [0, 1, 2]
    with pytest.raises(tabletop.TabletopError):
        state.legal_codes()  # several seats decide: the seat must be named
    if offers_research("traveler"):
        # One action id at a time, the step is taken one seat at a time,
        # lowest seat first (as an OpenSpiel sequential game).
        assert not state.is_simultaneous_node()
        assert state.current_player() == 0
    else:
        assert state.is_simultaneous_node()
        assert state.current_player() == tabletop.SIMULTANEOUS


def offers_research(name):
    """Whether the game offers the research surface (action ids, tensors)."""
    try:
        tabletop.load_game(name).num_distinct_actions()
    except tabletop.TabletopError as e:
        assert e.code == "no_research"
        return False
    return True


def test_an_illegal_action_raises_with_its_rule_and_changes_nothing():
    state = tabletop.load_game("traveler", players=2).new_initial_state(4)
    before = state.position()
    with pytest.raises(tabletop.IllegalAction) as refused:
        state.apply_action(0, "work")
    assert refused.value.code == "illegal_action"
    assert "L7" in refused.value.rule
    assert "first stop" in refused.value.reason
    assert isinstance(refused.value, ValueError)
    assert state.position() == before
    with pytest.raises(tabletop.IllegalAction):
        state.validate_action(0, "work")
    with pytest.raises(tabletop.UnreadableAction):
        state.apply_action(0, "fly to the moon")
    with pytest.raises(tabletop.UnreadableAction):
        state.apply_action(0, 10**30)
    with pytest.raises(tabletop.UnreadableAction):
        state.apply_action(0, -1)
    with pytest.raises(tabletop.TabletopError) as off_table:
        state.apply_action(7, 0)
    assert off_table.value.code == "no_such_seat"
    assert state.position() == before


def test_bad_configurations_and_names_are_refused():
    with pytest.raises(tabletop.TabletopError) as unknown:
        tabletop.load_game("chess")
    assert unknown.value.code == "unknown_game"
    for bad in [dict(players=9), dict(no_such_flag=True), dict(events="yes")]:
        with pytest.raises(tabletop.TabletopError) as refused:
            tabletop.load_game("traveluencer", **bad)
        assert refused.value.code == "bad_config"
    events = tabletop.load_game("traveluencer", players=3, events=True)
    assert events.config()["events"] is True


def hands_in_position(name, state):
    """Every seat's hand, from the (omniscient) position."""
    position = json.loads(state.position())["position"]
    if name == "traveluencer":
        return position["hands"]
    return [seat["hand"] for seat in position["seats"]]


def hand_fields(value):
    """Every value held under a key named "hand", anywhere in `value`."""
    if isinstance(value, dict):
        found = [v for k, v in value.items() if k == "hand"]
        return found + [h for v in value.values() for h in hand_fields(v)]
    if isinstance(value, list):
        return [h for v in value for h in hand_fields(v)]
    return []


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_sees_its_own_hand_and_no_other(name):
    state = tabletop.load_game(name, players=3).new_initial_state(5)
    hands = hands_in_position(name, state)
    assert len({json.dumps(h) for h in hands}) == 3, "the deal gives three different hands"
    for seat in range(3):
        view = state.view(seat)
        assert hand_fields(view) == [hands[seat]], f"seat {seat} sees exactly its own hand"
        text = json.dumps(view)
        for other in range(3):
            if other != seat:
                assert json.dumps(hands[other]) not in text
    spectator = state.view()
    assert not any(hand_fields(spectator)), "a spectator sees no hand"


@pytest.mark.parametrize("name", GAMES)
def test_integer_codes_and_the_notation_round_trip(name):
    rng = random.Random(3)
    state = tabletop.load_game(name, players=3).new_initial_state(3)
    checked = 0
    while not state.is_terminal() and checked < 400:
        seat = state.current_players()[0]
        codes = state.legal_codes(seat)
        texts = state.legal_action_strings(seat)
        assert len(set(codes)) == len(codes), "one code per action"
        for code, text in zip(codes, texts):
            assert state.code_to_string(code) == text
            assert state.code_to_string(seat, code) == text
            assert state.string_to_code(text) == code
            assert state.string_to_code(seat, text) == code
            checked += 1
        state.apply_action(seat, rng.choice(texts))  # text is accepted too
    assert checked > 50


@pytest.mark.parametrize("name", GAMES)
def test_clones_and_pickles_are_independent_and_exact(name):
    state = random_game(name, 3, seed=8)
    midway = tabletop.load_game(name, players=3).new_initial_state(8)
    for _ in range(10):
        seat = midway.current_players()[0]
        midway.apply_action(seat, midway.legal_codes(seat)[0])
    for copy_of in [midway.clone(), copy.copy(midway), copy.deepcopy(midway), pickle.loads(pickle.dumps(midway))]:
        assert copy_of.position() == midway.position()
        assert copy_of.replay() == midway.replay()
        seat = copy_of.current_players()[0]
        copy_of.apply_action(seat, copy_of.legal_codes(seat)[-1])
        assert copy_of.position() != midway.position(), "the copy is independent"
    restored = pickle.loads(pickle.dumps(state))
    assert restored.outcome() == state.outcome()
    from_position = tabletop.load_position(state.position())
    assert pickle.loads(pickle.dumps(from_position)).position() == state.position()
    with pytest.raises(tabletop.TabletopError) as no_replay:
        from_position.replay()
    assert no_replay.value.code == "no_history"


@pytest.mark.parametrize("name", GAMES)
def test_a_game_pickles_with_its_configuration(name):
    info = tabletop.game_info(name)
    players = info["max_players"]
    game = tabletop.load_game(name, players=players)
    flags = {
        key: not value
        for key, value in game.config().items()
        if isinstance(value, bool)
    }
    game = tabletop.load_game(name, players=players, **flags)
    restored = pickle.loads(pickle.dumps(game))
    assert restored.config() == game.config() and repr(restored) == repr(game)
    assert restored.new_initial_state(4).position() == game.new_initial_state(4).position()
    # A game never changes, so a copy is the game itself.
    assert copy.copy(game) is game and copy.deepcopy(game) is game


def test_positions_and_replays_load_from_text_and_dicts():
    state = random_game("traveler", 2, seed=4)
    for position in [state.position(), json.loads(state.position())]:
        assert tabletop.load_position(position).outcome() == state.outcome()
    for replay in [state.replay(), json.loads(state.replay())]:
        assert tabletop.load_replay(replay).position() == state.position()
    broken = json.loads(state.replay())
    broken["actions"][3][1] = "fly to the moon"
    with pytest.raises(tabletop.TabletopError) as refused:
        tabletop.load_replay(broken)
    assert refused.value.code == "bad_replay" and "action 3" in refused.value.reason


def test_narration_speaks_to_an_audience():
    state = tabletop.load_game("traveler", players=2).new_initial_state(6)
    assert state.describe_setup()
    assert state.describe_setup("spectator")
    seat_zero = state.legal_codes(0)[0]
    secret = state.code_to_string(seat_zero)
    told = state.clone().apply_action(0, seat_zero, narrate="spectator")
    own = state.clone().apply_action(0, seat_zero, narrate=0)
    assert told and own
    city = secret.removeprefix("start ")
    assert not any(city in line for line in told), "a spectator is not told a secret choice"
    assert state.apply_action(0, seat_zero) is None
    with pytest.raises(tabletop.TabletopError):
        state.describe_setup("everyone")


def test_events_tell_each_audience_only_what_it_may_learn():
    state = tabletop.load_game("traveler", players=2).new_initial_state(6)
    seat_zero = state.legal_codes(0)[0]
    city = state.code_to_string(seat_zero).removeprefix("start ")
    own = state.clone().apply_action(0, seat_zero, events=0)
    other = state.clone().apply_action(0, seat_zero, events=1)
    spectator = state.clone().apply_action(0, seat_zero, events="spectator")
    assert own["events"] and own["narration"]
    assert city in json.dumps(own["events"]), "the chooser is told its first stop"
    assert city not in json.dumps(other["events"]), "the other seat is not told it"
    assert other == spectator
    with pytest.raises(TypeError):
        state.clone().apply_action(0, seat_zero, narrate=0, events=0)
    before = state.position()
    with pytest.raises(tabletop.TabletopError):
        state.apply_action(1, state.legal_codes(1)[0], events=9)
    assert state.position() == before, "a refused audience changes nothing"


def tabletop_binary():
    """The command line built by `cargo test --workspace` (TABLETOP_BIN overrides)."""
    if "TABLETOP_BIN" in os.environ:
        return pathlib.Path(os.environ["TABLETOP_BIN"])
    root = pathlib.Path(__file__).resolve().parents[3]
    for profile in ["debug", "release"]:
        candidate = root / "target" / profile / "tabletop"
        if candidate.exists():
            return candidate
    pytest.skip("the tabletop command line is not built (cargo build -p tabletop-cli)")


@pytest.mark.parametrize("name,bot", [("traveler", "random"), ("traveluencer", "greedy")])
def test_simulate_matches_the_command_line_for_the_same_seed(name, bot):
    binary = tabletop_binary()
    assert binary.exists(), binary
    cli = json.loads(
        subprocess.run(
            [str(binary), "simulate", name, "-n", "300", "--seed", "5", "--bot", bot, "--players", "3", "--json"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    ours = tabletop.simulate(name, 300, seed=5, bot=bot, players=3, threads=2)
    for volatile in ["seconds", "games_per_second", "threads"]:
        cli.pop(volatile)
        ours.pop(volatile)
    assert ours == cli
    assert ours["games"] == 300 and sum(n for _, n in ours["endings"]) == 300


def test_simulate_releases_the_interpreter():
    import threading
    import time

    span = {}

    def work():
        span["start"] = time.perf_counter()
        span["stats"] = tabletop.simulate("traveler", 20_000, threads=1)
        span["end"] = time.perf_counter()

    worker = threading.Thread(target=work)
    seen = []
    worker.start()
    spins = 0
    while worker.is_alive():
        spins += 1
        if spins % 64 == 0:
            seen.append(time.perf_counter())
    worker.join()
    assert span["stats"]["games"] == 20_000
    # The main thread ran Python code in the middle of the simulation: the
    # interpreter was released while the games were played.
    start, end = span["start"], span["end"]
    middle = [t for t in seen if start + 0.2 * (end - start) < t < end - 0.2 * (end - start)]
    assert middle, f"the main thread never ran during the {end - start:.2f} s simulation"


def test_simulate_refuses_bad_options():
    for bad in [dict(n=0), dict(n=10, threads=0), dict(n=10, bot="smart")]:
        n = bad.pop("n")
        with pytest.raises(tabletop.TabletopError) as refused:
            tabletop.simulate("traveler", n, **bad)
        assert refused.value.code == "out_of_range"

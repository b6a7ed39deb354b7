"""tabletop.openspiel: every game and player count under OpenSpiel's own
tools — random_sim_test, its serialization, and the MCTS and ISMCTS bots
finishing whole games through evaluate_bots."""

import copy
import pickle

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import tabletop.openspiel
from conftest import RESEARCH_CONFIGS, RESEARCH_GAMES

SHORT = {name: short for short, name in tabletop.openspiel.NAMES.items()}


def load(name, players):
    return pyspiel.load_game(f"{SHORT[name]}(players={players})")


def test_the_games_with_the_research_surface_are_registered():
    assert sorted(tabletop.openspiel.REGISTERED) == sorted(SHORT[n] for n in RESEARCH_GAMES)
    for short in tabletop.openspiel.REGISTERED:
        assert short in pyspiel.registered_names()


@pytest.mark.parametrize("name,players", RESEARCH_CONFIGS)
def test_random_sim_test_passes(name, players):
    game = load(name, players)
    assert game.num_players() == players
    game_type = game.get_type()
    assert game_type.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert game_type.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    # serialize=False: OpenSpiel serializes a sampled-stochastic game with
    # the game's generator state, which a game registered from Python cannot
    # provide (pyspiel 2.0.2 has no Python override of GetRNGState); the
    # state's own serialization is tested below.
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("name,players", RESEARCH_CONFIGS)
def test_a_state_serializes_and_tensors_match_the_native_state(name, players):
    game = load(name, players)
    state = game.new_initial_state()
    rng = np.random.RandomState(players)
    for _ in range(5):
        if state.is_terminal():
            break
        player = state.current_player()
        assert np.array_equal(
            np.asarray(state.observation_tensor(player)),
            state.native.observation_tensor(player),
        )
        assert state.information_state_string(player) == state.native.information_state_string(
            player
        )
        state.apply_action(rng.choice(state.legal_actions()))
    back = game.deserialize_state(state.serialize())
    assert str(back) == str(state) and back.history() == state.history()


def play_randomly(state, steps, seed):
    """Plays up to ``steps`` random legal actions; returns those played."""
    rng = np.random.RandomState(seed)
    played = []
    for _ in range(steps):
        if state.is_terminal():
            break
        action = int(rng.choice(state.legal_actions()))
        state.apply_action(action)
        played.append(action)
    return played


@pytest.mark.parametrize("name,players", RESEARCH_CONFIGS)
def test_states_and_games_pickle_and_copy_as_openspiels_own_do(name, players):
    game = load(name, players)
    state = game.new_initial_state()
    play_randomly(state, 7, players)
    for twin in (
        pickle.loads(pickle.dumps(state)),
        copy.deepcopy(state),
        copy.copy(state),
    ):
        assert type(twin) is type(state)
        assert twin.history() == state.history() and str(twin) == str(state)
        # The twin is independent, and its hidden deck draws what the
        # original's would: the same actions give the same states.
        played = play_randomly(twin, 25, 9)
        assert twin.history() != state.history() or twin.is_terminal()
        replayed = state.clone()
        for action in played:
            replayed.apply_action(action)
        assert str(twin) == str(replayed) and twin.history() == replayed.history()
    # A game pickled with its states stays one game, and deals on as the
    # original does.
    again, twin = pickle.loads(pickle.dumps((game, state)))
    assert twin.get_game() is again and str(again) == str(game)
    assert str(again.new_initial_state()) == str(game.new_initial_state())
    assert str(copy.deepcopy(game).new_initial_state()) == str(game.new_initial_state())


@pytest.mark.parametrize("name", RESEARCH_GAMES)
def test_clones_and_restored_states_take_no_deal(name):
    # The k-th initial state of a game object is dealt from (seed, k),
    # however many clones, restores and resamples come between.
    game, fresh = load(name, 2), load(name, 2)
    first = game.new_initial_state()
    first.clone()
    play_randomly(first, 3, 1)
    first.clone()
    game.deserialize_state(first.serialize())
    pickle.loads(pickle.dumps(first))
    if not first.is_terminal():
        first.resample_from_infostate(first.current_player(), np.random.RandomState(2).rand)
    second = game.new_initial_state()
    fresh_first, fresh_second = fresh.new_initial_state(), fresh.new_initial_state()
    play_randomly(fresh_first, 3, 1)
    assert str(first) == str(fresh_first)
    assert str(second) == str(fresh_second) != str(fresh.new_initial_state())
    # A clone of a state not yet used is the same deal.
    third = game.new_initial_state()
    assert str(third.clone()) == str(third)


#: A rule flag of each game set to its other reading (from game_info).
OTHER_READING = {
    "traveluencer": ("souvenir_by_leader", True),
    "traveler": ("hand_limit", "hard_cap"),
    "trailblazers": ("camp_rotation", "fixed"),
    "seoul-journey": ("most", "ties_count"),
}


@pytest.mark.parametrize("name", RESEARCH_GAMES)
def test_a_rule_flag_given_to_load_game_reaches_the_engine(name):
    key, value = OTHER_READING[name]
    players = tabletop.game_info(name)["max_players"]
    game = pyspiel.load_game(SHORT[name], {"players": players, key: value})
    assert game.native.config()[key] == value
    assert game.num_players() == players
    assert pyspiel.load_game(SHORT[name]).native.config()[key] != value


@pytest.mark.parametrize("name", RESEARCH_GAMES)
def test_mcts_and_ismcts_bots_finish_a_game(name):
    players = max(2, tabletop.game_info(name)["min_players"])
    game = load(name, players)
    evaluator = pyspiel.RandomRolloutEvaluator(1, 7)
    bots = [
        pyspiel.MCTSBot(game, evaluator, 2.0, 4, 100, False, seat, False)
        for seat in range(players)
    ]
    returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, 1)
    assert len(returns) == players and sum(returns) == pytest.approx(1.0)
    # OpenSpiel's C++ ISMCTSBot calls the C++ ResampleFromInfostate, which
    # pyspiel 2.0.2 does not forward to a game registered from Python; its
    # Python ISMCTSBot calls our resample_from_infostate.
    rollout = mcts.RandomRolloutEvaluator(1, np.random.RandomState(3))
    bots = [
        ismcts.ISMCTSBot(game, rollout, 2.0, 4, random_state=np.random.RandomState(seat))
        for seat in range(players)
    ]
    returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, 2)
    assert len(returns) == players and sum(returns) == pytest.approx(1.0)

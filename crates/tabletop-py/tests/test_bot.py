"""tabletop.Bot: the engines' random, greedy and ISMCTS bots playing the
pyspiel-shaped state one action id at a time."""

import pickle

import pytest

import tabletop
from conftest import RESEARCH_GAMES


def play(game, bots, seed):
    """Plays a game to the end, each seat's ids chosen by its bot; the ids
    taken."""
    state = game.new_initial_state(seed)
    taken = []
    while not state.is_terminal():
        player = state.current_player()
        action = bots[player].step(state)
        assert action in state.legal_actions(player)
        state.apply_action(action)
        taken.append(action)
    return taken


@pytest.mark.parametrize("name", RESEARCH_GAMES)
def test_every_bot_plays_only_legal_ids_to_the_end(name):
    game = tabletop.load_game(name, players=2)
    bots = [tabletop.Bot("ismcts", iterations=8, seed=3), tabletop.Bot("greedy")]
    assert play(game, bots, 5)


def test_the_same_seed_plays_the_same_game():
    game = tabletop.load_game("traveler", players=2)
    def bots():
        return [tabletop.Bot("ismcts", iterations=20, seed=9), tabletop.Bot("random", seed=4)]
    assert play(game, bots(), 1) == play(game, bots(), 1)


def test_a_search_bot_plays_a_factored_action_one_id_at_a_time():
    # A Trailblazers placement is four ids: the bot chooses it whole at its
    # first id, then returns the rest in order.
    game = tabletop.load_game("trailblazers", players=2)
    state = game.new_initial_state(2)
    bot = tabletop.Bot("ismcts", iterations=16, seed=1)
    player = state.current_player()
    ids = []
    while state.current_player() == player and len(ids) < 4:
        action = bot.step(state)
        ids.append(action)
        state.apply_action(action)
    assert len(ids) == 4
    assert state.pending_steps() == []


def test_a_pickled_bot_goes_on_as_the_bot_would():
    # Part way through a Trailblazers placement (four ids), so the copy
    # must also carry the action it has begun.
    game = tabletop.load_game("trailblazers", players=2)
    state = game.new_initial_state(6)
    bot = tabletop.Bot("ismcts", iterations=12, seed=5, greedy_playouts=True)
    state.apply_action(bot.step(state))
    twin = pickle.loads(pickle.dumps(bot))
    assert repr(twin) == repr(bot)
    for _ in range(9):
        action = bot.step(state)
        assert twin.step(state) == action
        state.apply_action(action)


def test_a_bad_kind_or_setting_is_refused_with_its_reason():
    with pytest.raises(tabletop.TabletopError):
        tabletop.Bot("alphabeta")
    with pytest.raises(ValueError, match="iterations"):
        tabletop.Bot("greedy", iterations=10)
    with pytest.raises(ValueError, match="iterations must be 1"):
        tabletop.Bot("ismcts", iterations=0)

// The dispute page. Everything it shows comes from the server's JSON API
// and is put on the page as text (textContent), never as markup.
"use strict";

const $ = (id) => document.getElementById(id);
let games = [];
let dispute = null; // { id, state }
let busy = false;

function el(tag, text, attrs) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
  return node;
}

// "1 card", "3 cards".
function count(n, one, many) {
  return `${n} ${n === 1 ? one : many || `${one}s`}`;
}

function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
}

function message(text) {
  const box = $("message");
  box.textContent = text || "";
  box.hidden = !text;
}

// A request to the API: the answer's JSON, or an Error carrying it.
async function api(method, path, body, raw) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.body = raw ? body : JSON.stringify(body);
    init.headers["Content-Type"] = "application/json";
  }
  const response = await fetch(path, init);
  let answer;
  try {
    answer = await response.json();
  } catch (e) {
    answer = { ok: false, error: { code: "bad_answer", reason: `the server answered ${response.status}` } };
  }
  if (!answer.ok) {
    const error = new Error(answer.error ? answer.error.reason : "refused");
    error.answer = answer;
    throw error;
  }
  return answer;
}

function viewParam() {
  return $("viewer").value || "all";
}

// ---- starting a dispute -------------------------------------------------

function fillPlayers() {
  const game = games.find((g) => g.name === $("game").value);
  const players = $("players");
  clear(players);
  for (let n = game.min_players; n <= game.max_players; n++) {
    const option = el("option", n, { value: n });
    if (n === game.default_players) option.selected = true;
    players.appendChild(option);
  }
  const flags = $("flags");
  clear(flags);
  // A flag's input follows its value in the standard game: a box for a
  // yes-or-no reading, a field for a named one; a flag that takes a whole
  // structure (a deck) is set in a configuration file instead.
  for (const flag of game.rule_flags) {
    const standard = game.standard_config[flag.name];
    const label = el("label", null, { class: "flag" });
    let input;
    if (typeof standard === "boolean") {
      input = el("input", null, { type: "checkbox", "data-flag": flag.name, "data-standard": String(standard) });
      input.checked = standard;
    } else if (typeof standard === "string" || typeof standard === "number") {
      input = el("input", null, { type: typeof standard === "number" ? "number" : "text", "data-flag": flag.name, "data-standard": JSON.stringify(standard) });
      input.value = String(standard);
    }
    if (input) label.appendChild(input);
    const note = input ? "" : " (set in a configuration file)";
    label.appendChild(el("span", ` ${flag.name} (${flag.ruling}): ${flag.description}${note}`));
    flags.appendChild(label);
  }
  $("flags-box").hidden = game.rule_flags.length === 0;
}

async function deal(event) {
  event.preventDefault();
  const config = {};
  for (const input of document.querySelectorAll("#flags input[data-flag]")) {
    const name = input.getAttribute("data-flag");
    const standard = JSON.parse(input.getAttribute("data-standard"));
    let value = input.value;
    if (input.type === "checkbox") value = input.checked;
    else if (input.type === "number") value = Number(input.value);
    if (value !== standard) config[name] = value;
  }
  const request = {
    game: $("game").value,
    players: Number($("players").value),
    seed: Number($("seed").value || 0),
  };
  if (Object.keys(config).length) request.config = config;
  await open(() => api("POST", "/api/disputes", request));
}

// A position file has a "position" field; anything else is read as a replay.
async function loadText(text) {
  let kind = "replay";
  try {
    const value = JSON.parse(text);
    if (value && typeof value === "object" && "position" in value) kind = "position";
  } catch (e) {
    kind = "position"; // the server says what is wrong with it
  }
  await open(() => api("POST", `/api/disputes/${kind}`, text, true));
}

async function loadExample() {
  const response = await fetch(`/api/examples/${encodeURIComponent($("example").value)}`);
  await loadText(await response.text());
}

async function upload() {
  const file = $("upload").files[0];
  if (file) await loadText(await file.text());
  $("upload").value = "";
}

async function open(request) {
  message("");
  try {
    const answer = await request();
    dispute = { id: answer.id };
    location.hash = `d=${answer.id}`;
    $("viewer").value = "all";
    showVerdict(null);
    showNarration(answer);
    show(answer);
  } catch (e) {
    message(e.message);
  }
}

async function reopen(id) {
  dispute = { id };
  try {
    const answer = await api("GET", `/api/disputes/${id}?view=all`);
    showNarration(answer);
    show(answer);
  } catch (e) {
    dispute = null;
    message(e.message);
  }
}

// ---- showing the table --------------------------------------------------

function seatName(n) {
  return n === null || n === undefined ? "spectator" : `seat ${n}`;
}

// The deal form follows the dispute on the table, so that its players and
// rule flags are those of the game shown (after loading an example of
// another game, say), ready to deal that game again.
function followGame(state) {
  if (!games.some((g) => g.name === state.game)) return;
  if ($("game").value !== state.game) {
    $("game").value = state.game;
    fillPlayers();
  }
  $("players").value = String(state.players);
}

function show(state) {
  dispute.state = state;
  $("table").hidden = false;
  followGame(state);
  const viewer = $("viewer");
  const chosen = viewer.value || "all";
  clear(viewer);
  viewer.appendChild(el("option", "every seat", { value: "all" }));
  viewer.appendChild(el("option", "a spectator", { value: "spectator" }));
  for (let n = 0; n < state.players; n++) viewer.appendChild(el("option", `seat ${n}`, { value: String(n) }));
  viewer.value = chosen;

  const origin = state.origin.kind === "deal" ? `dealt with seed ${state.origin.seed}`
    : state.origin.kind === "position" ? "from a position" : "from a replay";
  let who;
  if (state.over) who = "the game is over";
  else if (state.simultaneous) who = `seats ${state.to_act.join(", ")} decide, each in secret`;
  else who = `${seatName(state.to_act[0])} to decide`;
  const taken = count(state.actions_taken, "action");
  $("status").textContent = `${state.game}, ${state.players} players, ${origin}; ${taken} taken; ${who}.`;

  const seat = $("seat");
  clear(seat);
  for (const n of state.to_act) seat.appendChild(el("option", `seat ${n}`, { value: String(n) }));
  $("seat-box").hidden = state.to_act.length < 2;
  $("notation").textContent = state.notation;
  $("action-notation").textContent = state.action_notation;

  $("download-position").href = `/api/disputes/${dispute.id}/position`;
  $("download-replay").href = `/api/disputes/${dispute.id}/replay`;
  $("download-replay").hidden = state.origin.kind === "position";
  $("link").value = `${location.origin}${location.pathname}#d=${dispute.id}`;
  $("undo").disabled = !state.can_undo;

  showLegal(state);
  showOutcome(state.outcome);
  showDrawings(state.drawings);
  showViews(state.views, showLayout(state));
  showHistory(state.history);
}

// Groups actions by their first word; a large group by its first two
// words (a card, then where it can go), or, where that leaves groups of
// one or two, by the first word and the first letter of the second.
function groupBy(list, key) {
  const map = new Map();
  for (const text of list) {
    const k = key(text.split(" "));
    if (!map.has(k)) map.set(k, []);
    map.get(k).push(text);
  }
  return map;
}

function groups(actions) {
  const out = [];
  for (const [verb, list] of groupBy(actions, (w) => w[0])) {
    if (list.length <= 24) { out.push([verb, list]); continue; }
    let parts = groupBy(list, (w) => w.slice(0, 2).join(" "));
    if (parts.size * 3 > list.length) parts = groupBy(list, (w) => `${w[0]} ${(w[1] || "").slice(0, 1)}…`);
    for (const entry of parts) out.push(entry);
  }
  return out;
}

function showLegal(state) {
  const box = $("legal");
  clear(box);
  const query = $("search").value.trim().toLowerCase();
  if (state.legal.length === 0) {
    box.appendChild(el("p", state.over ? "Nobody acts: the game is over."
      : "This view shows no legal actions: choose every seat, or the seat that decides."));
  }
  for (const { seat, actions } of state.legal) {
    const shown = actions.filter((a) => a.toLowerCase().includes(query));
    box.appendChild(el("h4", `${seatName(seat)}: ${count(actions.length, "legal action")}${query ? `, ${shown.length} match` : ""}`));
    const all = groups(shown);
    for (const [name, list] of all) {
      const group = el("details", null, { class: "group" });
      if (all.length <= 3 || query) group.open = true;
      group.appendChild(el("summary", `${name} (${list.length})`));
      const buttons = el("div", null, { class: "actions" });
      for (const text of list) {
        const button = el("button", text, { type: "button", class: "action", "data-seat": String(seat) });
        button.addEventListener("click", () => act(seat, text));
        buttons.appendChild(button);
      }
      group.appendChild(buttons);
      box.appendChild(group);
    }
  }
}

function showOutcome(outcome) {
  const box = $("outcome");
  clear(box);
  $("outcome-box").hidden = !outcome;
  if (!outcome) return;
  const winners = outcome.winners.map((n) => `seat ${n}`);
  box.appendChild(el("p", winners.length === 1 ? `${winners[0]} wins.` : `${winners.join(" and ")} share the win.`, { id: "winners" }));
  const list = el("ul");
  outcome.scores.forEach((score, n) => list.appendChild(el("li", `seat ${n}: ${score} points, rank ${outcome.ranks[n]}`)));
  box.appendChild(list);
  if (outcome.ending) box.appendChild(el("p", outcome.ending));
}

// Drawings are SVG documents from the engine, shown as images (an image
// runs no script).
function showDrawings(drawings) {
  const box = $("drawings");
  clear(box);
  $("drawings-box").hidden = drawings.length === 0;
  for (const drawing of drawings) {
    const figure = el("figure");
    const image = el("img", null, { alt: drawing.title, class: "drawing" });
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawing.svg)}`;
    figure.appendChild(image);
    figure.appendChild(el("figcaption", drawing.title));
    box.appendChild(figure);
  }
}

// A view is the engine's JSON of what a seat may see, shown as nested
// lists of its fields (folded away where the table is laid out above).
function render(value) {
  if (value === null || typeof value !== "object") return el("span", value === null ? "—" : value);
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) return el("span", value.length ? value.join(", ") : "none");
    const list = el("ol", null, { start: "0" });
    for (const item of value) {
      const li = el("li");
      li.appendChild(render(item));
      list.appendChild(li);
    }
    return list;
  }
  const dl = el("dl");
  for (const [key, item] of Object.entries(value)) {
    dl.appendChild(el("dt", key.replace(/_/g, " ")));
    const dd = el("dd");
    dd.appendChild(render(item));
    dl.appendChild(dd);
  }
  return dl;
}

function showViews(views, laidOut) {
  const box = $("views");
  clear(box);
  for (const { seat, view } of views) {
    const part = el("details", null, { class: "view" });
    part.open = views.length === 1 && !laidOut;
    part.appendChild(el("summary", seat === null ? "what a spectator sees" : `what seat ${seat} sees`));
    part.appendChild(render(view));
    box.appendChild(part);
  }
}

function showHistory(history) {
  const box = $("history");
  clear(box);
  for (const step of history) box.appendChild(el("li", `seat ${step.seat}: ${step.action}`));
}

// What the narrator told the chosen viewer: about the setup, then about
// every action since the dispute began (told again whenever the viewer
// changes, so a seat's view never keeps lines told to another viewer).
function showNarration(state) {
  clear($("narration"));
  for (const line of state.setup || []) addNarration(line);
  for (const line of state.narration || []) addNarration(line);
}

function addNarration(line) {
  const list = $("narration");
  list.appendChild(el("li", line));
  list.scrollTop = list.scrollHeight;
}

function showVerdict(answer) {
  const box = $("verdict");
  clear(box);
  box.hidden = !answer;
  if (!answer) return;
  box.className = answer.verdict || "refused";
  box.appendChild(el("p", answer.line || (answer.error && answer.error.reason) || "", { class: "line" }));
}

// ---- acting -------------------------------------------------------------

async function act(seat, text) {
  if (busy) return false;
  busy = true;
  try {
    const request = { action: text, view: viewParam() };
    if (seat !== null && seat !== undefined) request.seat = Number(seat);
    const answer = await api("POST", `/api/disputes/${dispute.id}/apply`, request);
    showVerdict(answer);
    for (const line of answer.narration) addNarration(line);
    show(answer.state);
    $("action").value = "";
    return true;
  } catch (e) {
    showVerdict(e.answer || { line: e.message });
    return false;
  } finally {
    busy = false;
  }
}

async function applyTyped(event) {
  event.preventDefault();
  const text = $("action").value;
  if (!text.trim()) return;
  const seat = dispute.state.to_act.length > 1 ? $("seat").value : null;
  await act(seat, text);
}

async function refresh() {
  const answer = await api("GET", `/api/disputes/${dispute.id}?view=${encodeURIComponent(viewParam())}`);
  showNarration(answer);
  show(answer);
}

async function undo() {
  try {
    const answer = await api("POST", `/api/disputes/${dispute.id}/undo`, { view: viewParam() });
    showVerdict({ verdict: "undone", line: "The last action was taken back." });
    showNarration(answer.state);
    show(answer.state);
  } catch (e) {
    message(e.message);
  }
}

async function suggest() {
  const state = dispute.state;
  const request = { bot: $("bot").value };
  if (state.to_act.length > 1) request.seat = Number($("seat").value);
  try {
    const answer = await api("POST", `/api/disputes/${dispute.id}/suggest`, request);
    $("action").value = answer.action;
    if (state.to_act.length > 1) $("seat").value = String(answer.seat);
    showVerdict({ verdict: "suggestion", line: `${answer.bot} would play for seat ${answer.seat}: ${answer.action}` });
  } catch (e) {
    message(e.message);
  }
}

// The bots play every decision in turn until the game is over.
async function botsPlay() {
  const button = $("bots");
  button.disabled = true;
  const bot = $("bot").value;
  try {
    for (let step = 0; step < 20000 && !dispute.state.over; step++) {
      const seat = dispute.state.to_act[0];
      const answer = await api("POST", `/api/disputes/${dispute.id}/suggest`, { seat, bot });
      if (!(await act(seat, answer.action))) break;
    }
  } catch (e) {
    message(e.message);
  } finally {
    button.disabled = false;
  }
}

// ---- wiring -------------------------------------------------------------

async function start() {
  const answer = await api("GET", "/api/games");
  games = answer.games;
  for (const game of games) $("game").appendChild(el("option", game.name, { value: game.name }));
  fillPlayers();
  const examples = await api("GET", "/api/examples");
  for (const example of examples.examples) $("example").appendChild(el("option", example.title, { value: example.name }));

  $("game").addEventListener("change", fillPlayers);
  $("deal-form").addEventListener("submit", deal);
  $("load-example").addEventListener("click", loadExample);
  $("upload").addEventListener("change", upload);
  $("load-paste").addEventListener("click", () => loadText($("paste").value));
  $("act-form").addEventListener("submit", applyTyped);
  $("viewer").addEventListener("change", () => refresh().catch((e) => message(e.message)));
  $("search").addEventListener("input", () => dispute && showLegal(dispute.state));
  $("undo").addEventListener("click", undo);
  $("suggest").addEventListener("click", suggest);
  $("bots").addEventListener("click", botsPlay);

  const match = /^#d=([0-9a-f]{32})$/.exec(location.hash);
  if (match) await reopen(match[1]);
  document.body.setAttribute("data-ready", "true");
}

document.addEventListener("DOMContentLoaded", () => start().catch((e) => message(e.message)));

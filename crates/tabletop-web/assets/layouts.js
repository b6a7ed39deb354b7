// The table laid out as the people at it see it, for the games the engines
// draw no picture of: Traveluencer's tricks and trending topics, The
// Traveler's trips and Shelf. Built from the views the server sends and
// nothing else: a hand appears only where the chosen viewer's view holds
// it (every seat's view, one seat's, or none for a spectator); any other
// hand shows only how many cards it has. Every word from the views
// (card names from custom decks among them) goes on the page as text.
// Uses el(), clear() and count() of app.js; app.js calls showLayout().
"use strict";

// The seats in a seat set (a bitmask, seat 0 the lowest bit).
function seatsOf(mask) {
  const seats = [];
  for (let n = 0; n < 8; n++) if (mask & (1 << n)) seats.push(n);
  return seats;
}

// "seat 0", "seat 0 and seat 2", "seat 0, seat 1 and seat 3".
function seatList(seats) {
  const names = seats.map((n) => `seat ${n}`);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

// A part of the layout: a heading and what follows it.
function part(title, id) {
  const box = el("section", null, { class: "part", id });
  box.appendChild(el("h4", title));
  return box;
}

// The hands the chosen viewer may see: seat number → its view's hand,
// from the views whose seat is that seat (never a spectator's).
function visibleHands(views, field) {
  const hands = new Map();
  for (const { seat, view } of views) {
    if (seat !== null && seat !== undefined && view[field] !== null && view[field] !== undefined) {
      hands.set(seat, view);
    }
  }
  return hands;
}

// A hand: its cards, or how many cards it has when this view hides them.
function handBox(id, cards, size, chip) {
  const box = el("div", null, { class: "hand", id });
  if (cards === null) {
    box.appendChild(el("span", `${count(size, "card")}, hidden from this view`, { class: "hidden-cards" }));
  } else if (cards.length === 0) {
    box.appendChild(el("span", "no cards", { class: "none" }));
  } else {
    for (const card of cards) box.appendChild(chip(card));
  }
  return box;
}

// A labelled fact: "hand: …", "trip: …" (content is text or an element).
function line(label, content) {
  const p = el("div", null, { class: "fact" });
  p.appendChild(el("span", `${label}: `, { class: "label" }));
  if (typeof content === "string") p.appendChild(el("span", content));
  else p.appendChild(content);
  return p;
}

// ---- Traveluencer ---------------------------------------------------------

const POST_TYPES = { F: "Food", S: "Scenery", A: "Architecture" };

// Cards in the game's notation ("F149+0+00") as one entry per card.
function tvCards(text) {
  const cards = [];
  if (!text) return cards;
  for (const group of String(text).split("+")) {
    if (group === "0") cards.push({ code: "0", name: "Stamp", kind: "stamp" });
    else if (group === "00") cards.push({ code: "00", name: "Souvenir", kind: "souvenir" });
    else {
      const type = POST_TYPES[group[0]];
      for (const value of group.slice(1)) {
        cards.push({ code: `${group[0]}${value}`, name: `${type || group[0]} ${value}`, kind: (type || "other").toLowerCase() });
      }
    }
  }
  return cards;
}

function tvChip(card) {
  return el("span", card.name, { class: `card ${card.kind}`, "data-card": card.code });
}

function tvCardRow(text, id, empty) {
  const row = el("span", null, { class: "cards", id });
  const cards = tvCards(text);
  if (cards.length === 0) row.appendChild(el("span", empty || "—", { class: "none" }));
  for (const card of cards) row.appendChild(tvChip(card));
  return row;
}

// The decision owed now, in words.
function tvOwed(owed) {
  const pending = (mask) => seatList(seatsOf(mask));
  switch (owed.decision) {
    case "pass": return `${pending(owed.pending)} still choosing 3 cards to pass to the left, in secret`;
    case "post": return `seat ${owed.seat} to post`;
    case "modify": return `seat ${owed.seat} may modify its post`;
    case "flight": return `Flight: ${pending(owed.pending)} still choosing a card to pass to the left, in secret`;
    case "lost-passport": return `Lost Passport: ${pending(owed.pending)} still choosing a card to discard, in secret`;
    case "wind-shift": return `Wind Shift: seat ${owed.seat} may swap a trending topic for a card from the hand`;
    case "crossover": return `Crossover: seat ${owed.seat} gives a card back to ${pending(owed.owed)}`;
    case "game-over": return "the game is over";
    default: return owed.decision;
  }
}

function tvTrending(view) {
  const box = part("Trending topics", "trending-box");
  if (!view.trending) {
    box.appendChild(el("p", "The seven topic cards lie face down until every player has passed 3 cards.", { id: "trending" }));
    return box;
  }
  const list = el("ol", null, { class: "spaces", id: "trending" });
  view.trending.forEach((code, i) => {
    const item = el("li", null, { "data-trick": String(i + 1) });
    if (i + 1 === view.trick) item.classList.add("current");
    item.appendChild(el("span", i + 1 === view.trick ? `trick ${i + 1}, this trick` : `trick ${i + 1}`, { class: "space" }));
    const card = tvCards(code)[0];
    if (card) item.appendChild(tvChip(card));
    if (code === "0") item.appendChild(el("span", "no topic", { class: "note" }));
    list.appendChild(item);
  });
  box.appendChild(list);
  // "wrong-luggage" → "Wrong Luggage", as the event cards name them.
  const name = (e) => e.replace(/-/g, " ").replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const events = view.events.length ? view.events.map(name).join(", ") : "none yet";
  box.appendChild(line("Unexpected events revealed this round", events));
  return box;
}

function tvTrick(view) {
  const title = view.trick <= 7 ? `This trick (trick ${view.trick} of 7)` : "The round's tricks are done";
  const box = part(title, "trick-box");
  const facts = [`seat ${view.start} starts`];
  if (view.leader !== null) facts.push(`seat ${view.leader} leads${view.led ? ` with ${view.led}` : ""}`);
  if (view.last_poster !== null) facts.push(`seat ${view.last_poster} may not play a Stamp (posts last)`);
  const silent = seatsOf(view.cannot_post);
  if (silent.length) facts.push(`${seatList(silent)} ${silent.length === 1 ? "holds" : "hold"} no Post card and will not post`);
  box.appendChild(el("p", `${facts.join("; ")}.`, { id: "trick-facts" }));
  const list = el("ul", null, { class: "posts", id: "trick" });
  view.seats.forEach((info, n) => {
    const item = el("li", null, { id: `post-${n}`, "data-seat": String(n) });
    const who = el("span", `seat ${n}`, { class: "who" });
    item.appendChild(who);
    if (n === view.start) item.appendChild(el("span", "starts", { class: "badge" }));
    if (n === view.leader) item.appendChild(el("span", "leads", { class: "badge" }));
    item.appendChild(tvCardRow(info.post, undefined, view.trick <= 7 ? "no post yet" : "—"));
    list.appendChild(item);
  });
  box.appendChild(list);
  return box;
}

// A panel for each seat, side by side: fill(panel, info, n, own) writes
// what the seat has in front of it (own: the seat's view, where the viewer
// may see its hand; undefined otherwise).
function seatPanels(title, id, view, views, fill) {
  const box = part(title, id);
  const hands = visibleHands(views, "hand");
  const grid = el("div", null, { class: "seat-grid" });
  view.seats.forEach((info, n) => {
    const panel = el("div", null, { class: "seat-panel", id: `seat-${n}` });
    fill(panel, info, n, hands.get(n));
    grid.appendChild(panel);
  });
  box.appendChild(grid);
  return box;
}

function tvSeats(view, views) {
  const box = seatPanels("Hands and tokens", "seats-box", view, views, (panel, info, n, own) => {
    panel.appendChild(el("h5", `seat ${n}`));
    panel.appendChild(line("hand", handBox(`hand-${n}`, own ? tvCards(own.hand) : null, info.hand_size, tvChip)));
    if (info.display) panel.appendChild(line("face up in front", tvCardRow(info.display, `display-${n}`)));
    if (own && own.my_choice) panel.appendChild(line("chosen in secret", tvCardRow(own.my_choice, `choice-${n}`)));
    const tokens = `${count(info.round_tokens, "Buzz Token")} this round; ${info.total_tokens} recorded from earlier rounds; ${count(info.tricks_won, "trick")} won in the game`;
    panel.appendChild(el("p", tokens, { class: "tokens", id: `tokens-${n}` }));
  });
  box.appendChild(el("p", `Discard pile: ${count(view.discard_size, "card")}, face down.`));
  return box;
}

// A table that scrolls sideways on a narrow screen (by keyboard too: the
// scrolling box takes the focus).
function table(id, headings, rows, title) {
  const wrap = el("div", null, { class: "scroll", tabindex: "0", role: "region", "aria-label": title });
  const t = el("table", null, { id });
  const head = el("tr");
  for (const h of headings) head.appendChild(el("th", h, { scope: "col" }));
  t.appendChild(el("thead")).appendChild(head);
  const body = el("tbody");
  for (const cells of rows) {
    const tr = el("tr");
    for (const cell of cells) {
      const td = el("td");
      if (cell instanceof Node) td.appendChild(cell);
      else td.textContent = cell;
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
  t.appendChild(body);
  wrap.appendChild(t);
  return wrap;
}

function tvTricks(view) {
  const box = part(`Tricks won this round (round ${Math.min(view.round, 3)} of 3)`, "tricks-box");
  if (view.tricks.length === 0) {
    box.appendChild(el("p", "No trick finished yet this round.", { id: "tricks" }));
    return box;
  }
  const rows = view.tricks.map((t, i) => {
    const lost = t.dried_up.map((n, s) => (n ? `seat ${s}: ${n}` : null)).filter(Boolean);
    return [
      String(i + 1),
      `seat ${t.start}`,
      t.led || "—",
      t.trend || "no topic",
      t.winner === null ? "nobody" : `seat ${t.winner}`,
      tvCardRow(t.post),
      t.view,
      String(t.tokens),
      lost.length ? lost.join(", ") : "—",
    ];
  });
  box.appendChild(table("tricks", ["trick", "started", "led", "topic", "won by", "winning post", "views", "Buzz Tokens", "lost (Inspiration Dried Up)"], rows, "the tricks won this round"));
  return box;
}

function tvScores(view) {
  const box = part("Score sheet", "scores-box");
  if (view.records.length === 0) {
    box.appendChild(el("p", "No round recorded yet.", { id: "scores" }));
    return box;
  }
  const headings = ["seat"].concat(view.records.map((_, r) => `round ${r + 1}`), ["recorded total"]);
  const rows = view.seats.map((info, n) => [`seat ${n}`].concat(
    view.records.map((round) => {
      const s = round[n];
      const poor = s.poor_planning ? `, lost ${s.poor_planning} to Poor Planning` : "";
      return `${count(s.tokens, "token")}, ${count(s.tricks, "trick")}${poor}`;
    }),
    [count(info.total_tokens, "token")],
  ));
  box.appendChild(table("scores", headings, rows, "the score sheet"));
  return box;
}

function traveluencerLayout(views) {
  const view = views[0].view;
  const box = el("div", null, { class: "layout traveluencer" });
  const round = view.round <= 3 ? `Round ${view.round} of 3` : "After round 3";
  box.appendChild(el("p", `${round}. Now: ${tvOwed(view.owed)}.`, { class: "summary" }));
  box.appendChild(tvTrending(view));
  if (view.owed.decision !== "game-over") box.appendChild(tvTrick(view));
  box.appendChild(tvSeats(view, views));
  box.appendChild(tvTricks(view));
  box.appendChild(tvScores(view));
  return box;
}

// ---- The Traveler ---------------------------------------------------------

function trChip(name) {
  return el("span", name, { class: "card place", "data-card": name });
}

// The step of the turn, in words.
function trStep(phase) {
  if (typeof phase === "string") {
    return {
      first_stops: "setup: everyone places one City from the hand as the first stop, in secret",
      earn: "Earn: work or scrounge",
      put_back: "Scrounge: a card from the hand goes on top of the Shelf",
      travel: "Travel (optional): play a place onto the end of the trip, or stay",
      discard: "over the hand limit of 8: discarding",
      over: "the game is over",
    }[phase] || phase.replace(/_/g, " ");
  }
  const [name, detail] = Object.entries(phase)[0] || ["", {}];
  switch (name) {
    case "take": return `taking cards from the deck or the top of the Shelf: ${count(detail.left, "card")} to take${detail.scrounge ? " (a Scrounge: then one goes back on the Shelf)" : ""}`;
    case "pay": return `paying the fare to ${detail.destination}: ${count(detail.left, "card")} still to pay`;
    case "fly_home": return `flying home: seat ${detail.seat} pays 3 cards or calls home (${count(detail.paid || 0, "card")} paid)`;
    default: return name.replace(/_/g, " ");
  }
}

// Whether the table is between turns: setup (first stops) or the end.
function trOutsideTurns(view) {
  return view.phase === "first_stops" || view.phase === "over";
}

function trTrip(info, n) {
  const trip = el("ol", null, { class: "trip", id: `trip-${n}`, "aria-label": `seat ${n}'s trip, first stop first` });
  info.trip.forEach((name, i) => {
    const stop = el("li", null, { "data-stop": String(i + 1) });
    stop.appendChild(trChip(name));
    if (i === info.trip.length - 1) stop.appendChild(el("span", "last stop", { class: "note" }));
    trip.appendChild(stop);
  });
  if (info.trip.length === 0) trip.appendChild(el("li", info.chosen_first_stop ? "first stop chosen, in secret" : "no stop yet", { class: "none" }));
  return trip;
}

function trTrips(view, views) {
  return seatPanels("Trips and hands", "trips-box", view, views, (panel, info, n, own) => {
    const turn = n === view.active && !trOutsideTurns(view) ? " (this turn)" : "";
    panel.appendChild(el("h5", `seat ${n}${turn}`));
    panel.appendChild(line("trip", trTrip(info, n)));
    if (own && own.my_first_stop) panel.appendChild(line("first stop, chosen in secret", trChip(own.my_first_stop)));
    const home = info.called_home ? "; called home" : "";
    panel.appendChild(el("p", `${count(info.trip.length, "stop")}, ${count(info.stamps, "stamp")}${home}`, { class: "tokens", id: `stamps-${n}` }));
    panel.appendChild(line("hand", handBox(`hand-${n}`, own ? own.hand : null, info.hand_size, trChip)));
  });
}

function trShelf(view) {
  const box = part("The Shelf", "shelf-box");
  const list = el("ol", null, { class: "shelf", id: "shelf", "aria-label": "the Shelf, top card first" });
  view.shelf.forEach((name, i) => {
    const item = el("li");
    item.appendChild(trChip(name));
    if (i === 0) item.appendChild(el("span", "top", { class: "note" }));
    list.appendChild(item);
  });
  if (view.shelf.length === 0) list.appendChild(el("li", "empty", { class: "none" }));
  box.appendChild(list);
  const deck = `${count(view.deck_size, "card")}, face down; ${view.run_outs === 0 ? "it has not run out yet" : `it has run out ${view.run_outs === 1 ? "once" : `${view.run_outs} times`}`}`;
  box.appendChild(el("p", `Deck: ${deck}.`, { id: "deck" }));
  if (view.last_call) box.appendChild(el("p", "Last call: everyone flies home at the end of this round.", { id: "last-call" }));
  if (view.flown_home_with.length) box.appendChild(line("paid to fly home", trRow(view.flown_home_with)));
  return box;
}

function trRow(names) {
  const row = el("span", null, { class: "cards" });
  for (const name of names) row.appendChild(trChip(name));
  return row;
}

function travelerLayout(views) {
  const view = views[0].view;
  const box = el("div", null, { class: "layout traveler" });
  const done = `${count(view.rounds, "round")} and ${count(view.turns, "turn")} completed`;
  const now = trOutsideTurns(view) ? trStep(view.phase) : `seat ${view.active}'s turn, ${trStep(view.phase)}`;
  box.appendChild(el("p", `seat ${view.first_player} went first; ${done}. Now: ${now}.`, { class: "summary" }));
  box.appendChild(trShelf(view));
  box.appendChild(trTrips(view, views));
  return box;
}

// ---- choosing the layout --------------------------------------------------

const LAYOUTS = { traveluencer: traveluencerLayout, traveler: travelerLayout };

// Shows the table's layout for the games that have one; returns whether
// there is one (the views' fields are then listed folded away).
function showLayout(state) {
  const box = $("layout");
  clear(box);
  const layout = LAYOUTS[state.game];
  $("layout-box").hidden = !layout || state.views.length === 0;
  if (!layout || state.views.length === 0) return false;
  box.appendChild(layout(state.views));
  return true;
}

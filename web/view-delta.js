// Protocol holocron.v2 (doc/protocol.md, "View deltas"): after a full
// snapshot, a state carries `view_delta`, the changes to the view of the
// state numbered `base` on this connection, instead of `view`, and
// `stats_delta` and `globals_delta` instead of `stats` and `globals`.
// Shared by the page (app.js), the serve tests and the load bench, so
// what they check is what the page does.

// obj with the members `set` and without those `unset`
function applyObjectDelta(obj, { set, unset }) {
  const next = { ...obj };
  for (const [k, v] of Object.entries(set)) next[k] = v;
  for (const k of unset) delete next[k];
  return next;
}

// The view after `delta`, from `view`, the view of the state numbered
// `seq`; null when the delta is not for that view (a state was missed or
// came out of order): ask the server for the whole again (`resync`).
export function applyViewDelta(view, seq, delta) {
  if (!view || delta.base !== seq) return null;
  const next = applyObjectDelta(view, delta);
  const cards = view.cards.slice(0, delta.n);
  for (const [i, card] of delta.cards) {
    if (!(i >= 0 && i < delta.n)) return null;
    cards[i] = card;
  }
  // a place the delta should have filled and did not: not this view's
  if (cards.length !== delta.n || cards.includes(undefined)) return null;
  next.cards = cards;
  return next;
}

// Follows one connection's states: `take(msg)` gives the state's whole
// view (msg.view as sent, or rebuilt from its delta, with msg.stats and
// msg.globals rebuilt too) and remembers them, or null when the delta
// does not apply to what it has.
export class ViewTracker {
  constructor() { this.reset(); }
  reset() { this.view = null; this.stats = null; this.globals = null; this.seq = -1; }
  take(msg) {
    let view = msg.view;
    if (msg.view_delta) {
      view = applyViewDelta(this.view, this.seq, msg.view_delta);
      if (!view || !msg.stats_delta || !msg.globals_delta || !this.stats || !this.globals) return null;
      msg.stats = applyObjectDelta(this.stats, msg.stats_delta);
      msg.globals = applyObjectDelta(this.globals, msg.globals_delta);
    }
    if (!view) return null;
    this.view = view;
    this.stats = msg.stats;
    this.globals = msg.globals;
    this.seq = msg.seq;
    return view;
  }
}

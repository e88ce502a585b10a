// Protocol holocron.v2 (doc/protocol.md, "View deltas"): after a full
// snapshot, a state carries `view_delta`, the changes to the view of the
// state numbered `base` on this connection, instead of `view`.  Shared by
// the page (app.js), the serve tests and the load bench, so what they
// check is what the page does.

// The view after `delta`, from `view`, the view of the state numbered
// `seq`; null when the delta is not for that view (a state was missed or
// came out of order): ask the server for the whole again (`resync`).
export function applyViewDelta(view, seq, delta) {
  if (!view || delta.base !== seq) return null;
  const next = { ...view };
  for (const [k, v] of Object.entries(delta.set)) next[k] = v;
  for (const k of delta.unset) delete next[k];
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
// view (msg.view as sent, or rebuilt from its delta) and remembers it, or
// null when the delta does not apply to the view it has.
export class ViewTracker {
  constructor() { this.view = null; this.seq = -1; }
  reset() { this.view = null; this.seq = -1; }
  take(msg) {
    const view = msg.view_delta ? applyViewDelta(this.view, this.seq, msg.view_delta) : msg.view;
    if (!view) return null;
    this.view = view;
    this.seq = msg.seq;
    return view;
  }
}

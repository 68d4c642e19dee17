// TwixT board view (contract: docs/ui.md). The position comes from the server's export
// (server/…/board/TwixtBoard.java documents its shape); the rules stay in the engine: this file
// only draws, and builds a turn from the legal decisions the server lists.
//
// A turn may be several decisions (removing own links first, manual links after the peg, the
// supply rule's lifts): each click adds one action, ctx.legalAfter tells what may follow, and
// the turn is submitted when the server says it is complete (or when the player ends it).

const SVG = 'http://www.w3.org/2000/svg';
const S = 30; // distance between two holes, in SVG units
const M = 34; // margin around the holes, room for the coordinates

const COLOURS = {
  red: { fill: '#c62828', edge: '#7f1313', link: '#c62828', light: '#f6d9d6' },
  black: { fill: '#262626', edge: '#000000', link: '#262626', light: '#dcdcdc' },
};

// The view's own styles travel with the SVG, so that the board needs nothing from the shell's CSS.
const STYLE = `
.tw-hit { fill: transparent; }
.tw-interactive .tw-hit { cursor: not-allowed; }
.tw-interactive .tw-hit.tw-legal { cursor: pointer; }
.tw-interactive .tw-hit.tw-legal:hover, .tw-board:focus-visible .tw-hit.tw-legal.tw-cursor { fill: var(--tw-ghost); fill-opacity: .45; }
.tw-board:focus-visible .tw-hit.tw-cursor { stroke: #1e66d0; stroke-width: 2; stroke-dasharray: 3 2; }
.tw-board:focus { outline: none; }
.tw-link-removable { cursor: pointer; }
.tw-link-removable:hover .tw-link-line { stroke-dasharray: 6 4; stroke-opacity: .55; }
.tw-link-add { cursor: pointer; }
.tw-link-add .tw-link-line { stroke-dasharray: 5 4; stroke-opacity: .55; }
.tw-link-add:hover .tw-link-line { stroke-dasharray: none; stroke-opacity: .9; }
.tw-peg-liftable { cursor: pointer; }
.tw-peg-liftable:hover circle.tw-peg { stroke: #1e66d0; stroke-width: 3; }
.tw-label { font: 600 12px system-ui, sans-serif; fill: #5b5246; }
.tw-hint-mark { pointer-events: none; }
`;

/** Column letters of a 0-based column, as the notation prints them: A…Z, AA, AB… */
export function columnName(c) {
  let s = '';
  for (let x = c + 1; x > 0; x = Math.floor((x - 1) / 26)) {
    s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  }
  return s;
}

/** Hole name of a 0-based column and row (rows from the top): holeName(10, 11) is "K12". */
export function holeName(col, row) {
  return columnName(col) + (row + 1);
}

/** Column and row of a hole name, or null. */
function parseHole(name) {
  const m = /^([A-Za-z]+)(\d+)$/.exec(name);
  if (!m) return null;
  let col = 0;
  for (const ch of m[1].toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
  return { col: col - 1, row: Number(m[2]) - 1 };
}

/**
 * The hole an analysis candidate ({action, text}) names, when it is a peg's placement on a hole
 * of this board, else null (a swap, a link, a lift, the end of a turn: nothing to mark).
 */
function hintHole(board, hint) {
  if (!hint || !/^[A-Za-z]+\d+$/.test(String(hint.text || '').trim())) return null;
  const p = parseHole(String(hint.text).trim());
  if (p.col < 0 || p.row < 0 || p.col >= board.width || p.row >= board.height || corner(board, p.col, p.row)) return null;
  return { ...p, name: holeName(p.col, p.row) };
}

/**
 * Draws (or with a null `hint`, only removes) the analysis mark on an SVG drawn by drawSvg: a
 * teal ring and a pale disc on the candidate's hole, in a layer of its own that takes no clicks.
 */
function drawHint(svg, board, hint) {
  for (const old of svg.querySelectorAll('.tw-hint-mark')) old.remove();
  const at = hintHole(board, hint);
  if (!at) return;
  const g = el('g', { class: 'tw-hint-mark', 'pointer-events': 'none', 'data-hint': at.name }, svg);
  el('circle', { cx: X(at.col), cy: Y(at.row), r: S * 0.36, fill: '#13a8b8', 'fill-opacity': 0.22 }, g);
  el('circle', { cx: X(at.col), cy: Y(at.row), r: S * 0.46, fill: 'none', stroke: '#0b8a99', 'stroke-width': 3.5 }, g);
  el('circle', { cx: X(at.col), cy: Y(at.row), r: S * 0.46 + 2.4, fill: 'none', stroke: '#ffffff', 'stroke-width': 1.2, 'stroke-opacity': 0.9 }, g);
}

/** One name for a link whichever end comes first. */
function linkKey(h1, h2) {
  return [h1, h2].sort().join('-');
}

/** What the legal decisions offer, sorted by kind: holes to place on, links to add or remove, pegs to lift. */
function readLegal(legal) {
  const out = { place: new Map(), add: new Map(), remove: new Map(), lift: new Map(), swap: null, end: null };
  for (const l of legal || []) {
    const t = l.text;
    if (t === 'swap') out.swap = l;
    else if (t === 'end') out.end = l;
    else if (t[0] === '+' || t[0] === '-') {
      const [a, b] = t.slice(1).split('-');
      (t[0] === '+' ? out.add : out.remove).set(linkKey(a, b), { ...l, a, b });
    } else if (t[0] === '^') out.lift.set(t.slice(1).toUpperCase(), l);
    else out.place.set(t.toUpperCase(), l);
  }
  return out;
}

/** The hole a turn's text placed its peg on (its last placement), or null (a swap, say). */
function placedIn(text) {
  let hole = null;
  for (const token of String(text || '').split(/\s+/)) {
    if (/^[A-Za-z]+\d+$/.test(token)) hole = token.toUpperCase();
  }
  return hole;
}

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined) e.setAttribute(k, v);
  }
  if (parent) parent.appendChild(e);
  return e;
}

const X = (col) => M + col * S;
const Y = (row) => M + row * S;

/** Whether (col, row) is one of the four corner holes, which do not exist. */
function corner(board, col, row) {
  return (col === 0 || col === board.width - 1) && (row === 0 || row === board.height - 1);
}

/**
 * Draws `board` into a new SVG. `opts`: `marks` hole names to ring (the last peg), `current` the
 * peg of the turn in progress, `legal` the readLegal() of the side to move when the viewer may
 * act, `cursor` the keyboard's hole, `title` the accessible name.
 */
function drawSvg(board, opts = {}) {
  const w = board.width;
  const h = board.height;
  const vw = 2 * M + (w - 1) * S;
  const vh = 2 * M + (h - 1) * S;
  const legal = opts.legal || null;
  const mover = COLOURS[board.toMove] || COLOURS.red;
  const svg = el('svg', {
    viewBox: `0 0 ${vw} ${vh}`,
    role: 'img',
    'aria-label': opts.title || null,
    class: legal ? 'tw-board tw-interactive' : 'tw-board',
    // Small boards stop growing at a comfortable size; large ones take the width they get.
    style: `width:100%;height:auto;max-height:85vh;max-width:${Math.round(2.6 * vw)}px;margin:0 auto;display:block;--tw-ghost:${mover.fill}`,
    'data-width': w,
    'data-height': h,
  });
  el('style', {}, svg).textContent = STYLE;
  el('rect', { x: 0, y: 0, width: vw, height: vh, rx: 10, fill: '#efe7d2', stroke: '#c9bb98', 'stroke-width': 2 }, svg);

  // Each player's border strip, tinted in their colour: Red's the top and bottom rows, Black's the side columns.
  const half = S / 2;
  const red = COLOURS.red;
  const black = COLOURS.black;
  el('rect', { x: X(1) - half, y: Y(0) - half, width: (w - 2) * S, height: S, fill: red.light, 'data-border': 'red' }, svg);
  el('rect', { x: X(1) - half, y: Y(h - 1) - half, width: (w - 2) * S, height: S, fill: red.light, 'data-border': 'red' }, svg);
  el('rect', { x: X(0) - half, y: Y(1) - half, width: S, height: (h - 2) * S, fill: black.light, 'data-border': 'black' }, svg);
  el('rect', { x: X(w - 1) - half, y: Y(1) - half, width: S, height: (h - 2) * S, fill: black.light, 'data-border': 'black' }, svg);
  // The border lines: a peg beyond the other player's line is out of bounds for you.
  const lw = 3;
  el('line', { x1: X(1) - half, y1: Y(0) + half, x2: X(w - 2) + half, y2: Y(0) + half, stroke: red.fill, 'stroke-width': lw }, svg);
  el('line', { x1: X(1) - half, y1: Y(h - 1) - half, x2: X(w - 2) + half, y2: Y(h - 1) - half, stroke: red.fill, 'stroke-width': lw }, svg);
  el('line', { x1: X(0) + half, y1: Y(1) - half, x2: X(0) + half, y2: Y(h - 2) + half, stroke: black.fill, 'stroke-width': lw }, svg);
  el('line', { x1: X(w - 1) - half, y1: Y(1) - half, x2: X(w - 1) - half, y2: Y(h - 2) + half, stroke: black.fill, 'stroke-width': lw }, svg);

  // Coordinates as the notation writes them: letters across, numbers down from the top.
  const labels = el('g', { class: 'tw-labels', 'aria-hidden': 'true' }, svg);
  for (let c = 0; c < w; c++) {
    for (const y of [M - 20, vh - M + 20]) {
      el('text', { x: X(c), y, class: 'tw-label', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, labels).textContent = columnName(c);
    }
  }
  for (let r = 0; r < h; r++) {
    for (const x of [M - 20, vw - M + 20]) {
      el('text', { x, y: Y(r), class: 'tw-label', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, labels).textContent = String(r + 1);
    }
  }

  // The holes, and over each an invisible target for clicks and the hover peg.
  const holes = el('g', { class: 'tw-holes' }, svg);
  const targets = el('g', { class: 'tw-targets' }, svg);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      if (corner(board, c, r)) continue;
      el('circle', { cx: X(c), cy: Y(r), r: 2.6, fill: '#4a4237' }, holes);
      const name = holeName(c, r);
      const isLegal = legal && legal.place.has(name);
      const cls = ['tw-hit'];
      if (isLegal) cls.push('tw-legal');
      if (opts.cursor === name) cls.push('tw-cursor');
      el('circle', {
        cx: X(c), cy: Y(r), r: S * 0.4, class: cls.join(' '),
        'data-hole': name, 'data-col': c, 'data-row': r, 'data-legal': isLegal ? 'true' : null,
      }, targets);
    }
  }

  // Links, then the links the player may add (dashed), then the pegs over their ends.
  const links = el('g', { class: 'tw-links' }, svg);
  for (const l of board.links || []) {
    const a = holeName(l.a[0], l.a[1]);
    const b = holeName(l.b[0], l.b[1]);
    const key = linkKey(a, b);
    const removable = legal && legal.remove.has(key);
    const g = el('g', {
      class: removable ? 'tw-link tw-link-removable' : 'tw-link',
      'data-link': `${a}-${b}`, 'data-colour': l.colour, 'data-removable': removable ? 'true' : null,
      'pointer-events': removable ? null : 'none',
    }, links);
    const col = (COLOURS[l.colour] || COLOURS.red).link;
    el('line', { x1: X(l.a[0]), y1: Y(l.a[1]), x2: X(l.b[0]), y2: Y(l.b[1]), stroke: col, 'stroke-width': 6, 'stroke-linecap': 'round', class: 'tw-link-line' }, g);
    if (removable) {
      // A wide invisible stroke so that a thin link is easy to hit.
      el('line', { x1: X(l.a[0]), y1: Y(l.a[1]), x2: X(l.b[0]), y2: Y(l.b[1]), stroke: 'transparent', 'stroke-width': 14 }, g);
      el('title', {}, g).textContent = opts.t ? opts.t('twixt.removeLink', { link: `${a}-${b}` }) : `${a}-${b}`;
    }
  }
  if (legal) {
    for (const l of legal.add.values()) {
      const pa = parseHole(l.a);
      const pb = parseHole(l.b);
      if (!pa || !pb) continue;
      const g = el('g', { class: 'tw-link-add', 'data-add-link': `${l.a}-${l.b}` }, links);
      el('line', { x1: X(pa.col), y1: Y(pa.row), x2: X(pb.col), y2: Y(pb.row), stroke: mover.link, 'stroke-width': 6, 'stroke-linecap': 'round', class: 'tw-link-line' }, g);
      el('line', { x1: X(pa.col), y1: Y(pa.row), x2: X(pb.col), y2: Y(pb.row), stroke: 'transparent', 'stroke-width': 14 }, g);
      el('title', {}, g).textContent = opts.t ? opts.t('twixt.addLink', { link: `${l.a}-${l.b}` }) : `${l.a}-${l.b}`;
    }
  }

  const pegs = el('g', { class: 'tw-pegs' }, svg);
  const marks = new Set(opts.marks || []);
  for (const p of board.pegs || []) {
    const name = holeName(p.col, p.row);
    const liftable = legal && legal.lift.has(name);
    const c = COLOURS[p.colour] || COLOURS.red;
    const g = el('g', {
      class: liftable ? 'tw-peg-g tw-peg-liftable' : 'tw-peg-g',
      'data-peg': name, 'data-colour': p.colour, 'data-liftable': liftable ? 'true' : null,
      'pointer-events': liftable ? null : 'none',
    }, pegs);
    el('circle', { cx: X(p.col), cy: Y(p.row), r: S * 0.3, fill: c.fill, stroke: c.edge, 'stroke-width': 1.5, class: 'tw-peg' }, g);
    // A small highlight makes the peg read as a round head rather than a flat dot.
    el('circle', { cx: X(p.col) - S * 0.08, cy: Y(p.row) - S * 0.08, r: S * 0.09, fill: '#ffffff', 'fill-opacity': 0.28 }, g);
    if (marks.has(name)) {
      el('circle', { cx: X(p.col), cy: Y(p.row), r: S * 0.43, fill: 'none', stroke: '#1e66d0', 'stroke-width': 2.5, 'data-last': 'true' }, g);
    }
    if (opts.current === name) {
      el('circle', { cx: X(p.col), cy: Y(p.row), r: S * 0.43, fill: 'none', stroke: '#1e66d0', 'stroke-width': 2, 'stroke-dasharray': '4 3', 'data-current': 'true' }, g);
    }
    if (liftable) {
      // Lifting is the only way to go on when the supply is spent: show every peg that may move.
      el('circle', { cx: X(p.col), cy: Y(p.row), r: S * 0.43, fill: 'none', stroke: '#1e66d0', 'stroke-width': 1.5, 'stroke-dasharray': '2 3' }, g);
    }
    if (liftable) el('title', {}, g).textContent = opts.t ? opts.t('twixt.liftPeg', { hole: name }) : name;
  }
  return svg;
}

/** The hole names to ring as the last move: its peg, or after a swap the one peg on the board. */
function lastMarks(board, lastMove) {
  if (!lastMove) return [];
  const text = typeof lastMove === 'string' ? lastMove : lastMove.text;
  const hole = placedIn(text);
  if (hole) return [hole];
  if (String(text).trim() === 'swap' && board.pegs && board.pegs.length === 1) {
    return [holeName(board.pegs[0].col, board.pegs[0].row)];
  }
  return [];
}

/**
 * A still drawing for the rules page. `options.highlight` (a hole name or a list of them) rings
 * pegs, such as the one the diagram's last turn placed; `options.lastMove` (a turn text or a
 * move) rings that turn's peg.
 */
export function drawDiagram(element, board, options = {}) {
  const extra = options.highlight ? [].concat(options.highlight).map((h) => String(h).toUpperCase()) : [];
  element.replaceChildren(drawSvg(board, {
    marks: [...lastMarks(board, options.lastMove), ...extra],
    title: options.t ? options.t('twixt.boardLabel', { width: board.width, height: board.height }) : null,
  }));
}

export function createBoard(element, ctx) {
  const t = ctx.t;
  let snap = null; // the snapshot shown
  let pending = []; // actions of the turn being built, and their texts
  let pendingTexts = [];
  let cur = null; // {board, legal} after the pending actions
  let busy = false;
  let generation = 0; // bumps on every show(): answers to an older request are dropped
  let cursor = null; // the keyboard's hole
  let suggested = null; // the analysis candidate to mark ({action, text}) on the snapshot's position

  const root = document.createElement('div');
  root.className = 'tw-view';
  const boardBox = document.createElement('div');
  const bar = document.createElement('div');
  bar.className = 'tw-bar';
  bar.style.cssText = 'display:flex;flex-wrap:wrap;gap:.5em;align-items:center;margin-top:.5em;min-height:2.2em';
  root.append(boardBox, bar);
  element.replaceChildren(root);

  function reset() {
    pending = [];
    pendingTexts = [];
    cur = snap ? { board: snap.board, legal: snap.legal || [] } : null;
    busy = false;
  }

  /** The decisions open now, or null when the viewer may not act. */
  function openLegal() {
    return snap && snap.interactive && !busy ? readLegal(cur.legal) : null;
  }

  function render() {
    if (!cur || !cur.board || !cur.board.width) {
      boardBox.replaceChildren();
      bar.replaceChildren();
      return;
    }
    const board = cur.board;
    const legal = openLegal();
    const svg = drawSvg(board, {
      legal,
      marks: pending.length ? [] : lastMarks(board, snap.lastMove),
      current: board.placed ? holeName(board.placed[0], board.placed[1]) : null,
      cursor: legal ? cursor : null,
      title: t('twixt.boardLabel', { width: board.width, height: board.height }),
      t,
    });
    // The analysis speaks of the snapshot's position: no mark once a turn is being built.
    if (!pending.length) drawHint(svg, board, suggested);
    svg.setAttribute('tabindex', legal ? '0' : '-1');
    svg.addEventListener('click', onClick);
    svg.addEventListener('keydown', onKey);
    const hadFocus = boardBox.contains(document.activeElement);
    boardBox.replaceChildren(svg);
    if (hadFocus && legal) svg.focus();
    renderBar(board, legal);
  }

  function button(label, data, handler, title) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.dataset.twixt = data;
    if (title) b.title = title;
    b.addEventListener('click', handler);
    return b;
  }

  function renderBar(board, legal) {
    const items = [];
    if (legal) {
      const hint = document.createElement('span');
      hint.className = 'tw-hint';
      hint.dataset.twixt = 'hint';
      hint.textContent = hintFor(board, legal);
      items.push(hint);
      if (legal.swap) {
        items.push(button(t('twixt.swap'), 'swap', () => act(legal.swap), t(`twixt.swapHelp.${board.rules.swap}`)));
      }
      if (legal.end) items.push(button(t('twixt.end'), 'end', () => act(legal.end)));
      if (pending.length) items.push(button(t('twixt.cancel'), 'cancel', () => { reset(); render(); }));
    }
    if (board.pegsLeft || board.linksLeft) {
      const supply = document.createElement('span');
      supply.className = 'tw-supply';
      supply.dataset.twixt = 'supply';
      const parts = [];
      if (board.pegsLeft) parts.push(t('twixt.pegsLeft', { red: board.pegsLeft.red, black: board.pegsLeft.black }));
      if (board.linksLeft) parts.push(t('twixt.linksLeft', { red: board.linksLeft.red, black: board.linksLeft.black }));
      supply.textContent = parts.join(' · ');
      items.push(supply);
    }
    bar.replaceChildren(...items);
    bar.hidden = items.length === 0;
  }

  function hintFor(board, legal) {
    if (board.choosingLinks) return t('twixt.hint.links');
    if (legal.lift.size && !legal.place.size) return t('twixt.hint.lift');
    if (legal.remove.size && legal.place.size) return t('twixt.hint.removeOrPlace');
    if (legal.swap) return t('twixt.hint.swap');
    return t('twixt.hint.place');
  }

  /** Adds one decision to the turn; submits the turn when the server says it is complete. */
  async function act(l) {
    if (busy) return;
    const gen = generation;
    busy = true;
    pending.push(l.action);
    pendingTexts.push(l.text);
    render();
    let next;
    try {
      next = await ctx.legalAfter(pending);
    } catch (e) {
      if (gen !== generation) return;
      reset();
      ctx.error(e.message);
      render();
      return;
    }
    if (gen !== generation) return;
    if (next.turnComplete) {
      await submit({ actions: pending.slice() }, gen);
      return;
    }
    cur = { board: next.board, legal: next.legal };
    busy = false;
    render();
  }

  async function submit(turn, gen) {
    busy = true;
    render();
    try {
      await ctx.submit(turn);
      // The game page calls show() with the new position.
    } catch (e) {
      // The game page has shown the server's reason; go back to the position before the turn.
      if (gen === generation) {
        reset();
        render();
      }
    }
  }

  /** A click on something that is not a legal decision goes to the server as text, so that the engine says why. */
  function sendAnyway(text) {
    submit({ move: [...pendingTexts, text].join(' ') }, generation);
  }

  function onClick(ev) {
    const legal = openLegal();
    if (!legal) return;
    const target = ev.target.closest('[data-hole],[data-link],[data-add-link],[data-peg]');
    if (!target) return;
    const d = target.dataset;
    if (d.addLink) {
      const [a, b] = d.addLink.split('-');
      const l = legal.add.get(linkKey(a, b));
      return l ? act(l) : sendAnyway(`+${d.addLink}`);
    }
    if (d.link) {
      const [a, b] = d.link.split('-');
      const l = legal.remove.get(linkKey(a, b));
      return l ? act(l) : sendAnyway(`-${d.link}`);
    }
    if (d.peg) {
      const l = legal.lift.get(d.peg);
      return l ? act(l) : sendAnyway(d.peg);
    }
    const l = legal.place.get(d.hole);
    return l ? act(l) : sendAnyway(d.hole);
  }

  /** Arrow keys move a cursor over the holes; Enter or Space places there (or lifts a peg). */
  function onKey(ev) {
    const legal = openLegal();
    if (!legal) return;
    const board = cur.board;
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const at = cursor ? parseHole(cursor) : { col: Math.floor(board.width / 2), row: Math.floor(board.height / 2) };
    if (steps[ev.key]) {
      // The arrows move over the board here, not through the game's replay.
      ev.preventDefault();
      ev.stopPropagation();
      const [dc, dr] = cursor ? steps[ev.key] : [0, 0];
      const col = Math.min(board.width - 1, Math.max(0, at.col + dc));
      const row = Math.min(board.height - 1, Math.max(0, at.row + dr));
      cursor = holeName(col, row);
      render();
    } else if ((ev.key === 'Enter' || ev.key === ' ') && cursor) {
      ev.preventDefault();
      const l = legal.place.get(cursor) || legal.lift.get(cursor);
      if (l) act(l);
      else sendAnyway(cursor);
    } else if (ev.key === 'Escape' && pending.length) {
      reset();
      render();
    }
  }

  return {
    show(snapshot) {
      // The same live position again (a language switch, someone joining): keep a turn being built.
      const same = snap && pending.length && snapshot.interactive && snap.interactive && snapshot.view && snap.view
        && snapshot.view.id === snap.view.id && snapshot.view.ply === snap.view.ply;
      snap = snapshot;
      suggested = snapshot.hint || null;
      if (same) {
        render();
        return;
      }
      generation++;
      reset();
      render();
    },
    hint(candidate) {
      suggested = candidate || null;
      const svg = boardBox.querySelector('svg');
      if (svg && cur && cur.board && cur.board.width) drawHint(svg, cur.board, pending.length ? null : suggested);
    },
    destroy() {
      generation++;
      element.replaceChildren();
    },
  };
}

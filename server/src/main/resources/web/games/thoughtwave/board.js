// Thoughtwave's board view: the square board with its tiles drawn as the real ones (a wavy line
// from the centre to every edge that carries a wave, in the colour of the player who laid it),
// the two players' borders, and a tile picker beside it. The position comes from the server's
// export (server/…/board/ThoughtwaveBoard.java documents its shape); the rules stay in the engine:
// the squares where a tile fits are read from the legal moves the game view lists.
import { el as html, svg } from '/js/ui.js';

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 60;
const MARGIN = 40;
const BAND = 9;
const COLOURS = { red: '#c4332b', black: '#2b2b2b' };
/** Edge bits of a wave mask, in notation order: N 1, E 2, S 4, W 8. */
const EDGES = ['N', 'E', 'S', 'W'];
const EDGE_WORDS = ['north', 'east', 'south', 'west'];
/** The kinds in the supply's order, with their orientations in clockwise order. */
const KINDS = [
  { kind: 'cross', letter: 'X', masks: [15] },
  { kind: 't', letter: 'T', masks: [7, 14, 13, 11] },
  { kind: 'straight', letter: 'I', masks: [5, 10] },
  { kind: 'bend', letter: 'L', masks: [3, 6, 12, 9] },
  { kind: 'terminator', letter: 'D', masks: [1, 2, 4, 8] },
];
const KIND_OF_MASK = {};
KINDS.forEach((k) => k.masks.forEach((m) => { KIND_OF_MASK[m] = k.kind; }));



const edgesOf = (mask) => EDGES.filter((_, d) => mask & (1 << d)).join('');
const maskOf = (edges) => [...edges].reduce((m, c) => m | (1 << EDGES.indexOf(c)), 0);
/** A quarter turn clockwise: the wave on the north edge goes to the east edge, and so on. */
const rotate = (mask) => ((mask << 1) | (mask >> 3)) & 15;
const squareName = (file, rank) => String.fromCharCode(97 + file) + (rank + 1);
const parseSquare = (name) => ({ file: name.charCodeAt(0) - 97, rank: parseInt(name.slice(1), 10) - 1 });

/**
 * One tile at the top-left corner (x, y), `size` units wide: a light square, a wavy line from the
 * centre out to each wave edge in the owner's colour, a disc for the Terminator's dead end.
 * The wave's phase is tied to the centre and the arm is 1.5 periods long, so the line ends on the
 * axis at the edge and continues smoothly into the neighbour's wave.
 */
function tileShape(mask, owner, x, y, size, extra = {}) {
  const c = size / 2;
  const cx = x + c;
  const cy = y + c;
  const amp = size * 0.075;
  const period = size / 3;
  const colour = COLOURS[owner] || COLOURS.black;
  const g = svg('g', { class: `tile kind-${KIND_OF_MASK[mask]}`, ...extra });
  g.append(svg('rect', {
    x: x + size * 0.04, y: y + size * 0.04, width: size * 0.92, height: size * 0.92, rx: size * 0.07,
    fill: '#fbf5e6', stroke: '#a89878', 'stroke-width': size * 0.02,
  }));
  const arms = [];
  for (let d = 0; d < 4; d++) {
    if (!(mask & (1 << d))) continue;
    const pts = [];
    const steps = 18;
    for (let i = 0; i <= steps; i++) {
      const s = (c * i) / steps;
      // u: signed position along the arm's axis from the centre (y grows southwards).
      const u = d === 0 || d === 3 ? -s : s;
      const off = amp * Math.sin((2 * Math.PI * u) / period);
      const px = d === 1 || d === 3 ? cx + u : cx + off;
      const py = d === 1 || d === 3 ? cy + off : cy + u;
      pts.push(`${px.toFixed(2)},${py.toFixed(2)}`);
    }
    arms.push(pts.join(' '));
  }
  for (const p of arms) {
    g.append(svg('polyline', {
      points: p, fill: 'none', stroke: colour, 'stroke-width': size * 0.075,
      'stroke-linecap': 'round', 'stroke-linejoin': 'round',
    }));
  }
  const kind = KIND_OF_MASK[mask];
  if (kind === 'terminator') {
    g.append(svg('circle', { cx, cy, r: size * 0.15, fill: colour }));
    g.append(svg('circle', { cx, cy, r: size * 0.06, fill: '#fbf5e6' }));
  } else if (kind === 't' || kind === 'cross') {
    g.append(svg('circle', { cx, cy, r: size * 0.07, fill: colour }));
  }
  return g;
}

/** The board as an SVG element; `opts`: fits (Set of square names), highlight (squares), refused (a square), t. */
function boardSvg(board, opts = {}) {
  const n = board.size;
  const W = n * CELL + 2 * MARGIN;
  const root = svg('svg', {
    xmlns: SVG, viewBox: `0 0 ${W} ${W}`, class: 'thoughtwave-board', role: 'img',
    'aria-label': opts.t ? opts.t('thoughtwave.boardLabel', { size: n }) : `Thoughtwave ${n} x ${n}`,
  });
  const X = (file) => MARGIN + file * CELL;
  const Y = (rank) => MARGIN + (n - 1 - rank) * CELL;
  root.append(svg('rect', { x: 0, y: 0, width: W, height: W, rx: 14, fill: '#e9dfc9' }));
  // Borders: a band along each edge of the board in the colour of the player who joins it.
  const side = {};
  for (const p of board.players) for (const b of board.borders[p]) side[b] = p;
  // Each band runs along its side only, so that the corners show whose border is whose.
  const full = n * CELL;
  const bands = {
    north: { x: MARGIN, y: MARGIN - BAND - 3, width: full, height: BAND },
    south: { x: MARGIN, y: MARGIN + full + 3, width: full, height: BAND },
    west: { x: MARGIN - BAND - 3, y: MARGIN, width: BAND, height: full },
    east: { x: MARGIN + full + 3, y: MARGIN, width: BAND, height: full },
  };
  for (const [b, r] of Object.entries(bands)) {
    root.append(svg('rect', { ...r, rx: 3, fill: COLOURS[side[b]], opacity: 0.9, 'data-border': b, 'data-colour': side[b] }));
  }
  root.append(svg('rect', { x: MARGIN, y: MARGIN, width: n * CELL, height: n * CELL, fill: '#3f5468' }));
  // Coordinates: files a… along the top and bottom, ranks 1… up the sides (a1 bottom-left).
  const font = Math.min(16, CELL * 0.3);
  for (let i = 0; i < n; i++) {
    const f = String.fromCharCode(97 + i);
    const r = String(i + 1);
    const lab = (x, y, text) => svg('text', {
      x, y, 'font-size': font, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: '#6b5d45',
      'font-family': 'system-ui, sans-serif',
    }, document.createTextNode(text));
    root.append(lab(X(i) + CELL / 2, MARGIN - BAND - 14, f), lab(X(i) + CELL / 2, MARGIN + n * CELL + BAND + 14, f));
    root.append(lab(MARGIN - BAND - 16, Y(i) + CELL / 2, r), lab(MARGIN + n * CELL + BAND + 16, Y(i) + CELL / 2, r));
  }
  const occupied = new Map(board.tiles.map((t) => [t.square, t]));
  const network = new Set(board.network || []);
  // Squares: clickable, empty or not, so that a click anywhere gets an answer.
  const squares = svg('g', { class: 'squares' });
  for (let rank = 0; rank < n; rank++) {
    for (let file = 0; file < n; file++) {
      const name = squareName(file, rank);
      const fit = opts.fits && opts.fits.has(name);
      squares.append(svg('rect', {
        x: X(file) + 1, y: Y(rank) + 1, width: CELL - 2, height: CELL - 2, rx: 3,
        fill: fit ? '#5e8c77' : '#4a6178',
        class: `square${fit ? ' fit' : ''}${occupied.has(name) ? ' occupied' : ''}`,
        'data-square': name, 'data-fit': fit ? 'true' : 'false',
      }));
      if (fit) {
        squares.append(svg('circle', { cx: X(file) + CELL / 2, cy: Y(rank) + CELL / 2, r: CELL * 0.08,
          fill: '#a8e6b8', 'pointer-events': 'none' }));
      }
    }
  }
  root.append(squares);
  const tiles = svg('g', { class: 'tiles', 'pointer-events': 'none' });
  for (const t of board.tiles) {
    if (network.has(t.square)) {
      tiles.append(svg('rect', {
        x: X(t.file) - 2, y: Y(t.rank) - 2, width: CELL + 4, height: CELL + 4, rx: 8, fill: '#f0c419', opacity: 0.85,
      }));
    }
  }
  for (const t of board.tiles) {
    tiles.append(tileShape(t.mask, t.owner, X(t.file), Y(t.rank), CELL,
      { 'data-tile': t.square, 'data-mask': t.mask, 'data-kind': t.kind, 'data-owner': t.owner }));
  }
  root.append(tiles);
  const marks = svg('g', { class: 'marks', 'pointer-events': 'none' });
  const last = board.last;
  if (last) {
    const x = X(last.file);
    const y = Y(last.rank);
    if (last.attempt) {
      // A penalty attempt: the tile went back to the box; a ghost and a cross show where it was tried.
      const ghost = tileShape(last.mask, last.owner, x, y, CELL, { opacity: 0.35, 'data-attempt': last.square });
      marks.append(ghost,
        svg('path', { d: `M${x + 12} ${y + 12} L${x + CELL - 12} ${y + CELL - 12} M${x + CELL - 12} ${y + 12} L${x + 12} ${y + CELL - 12}`,
          stroke: '#d8342a', 'stroke-width': 4, 'stroke-linecap': 'round' }));
    }
    marks.append(svg('rect', {
      x: x + 1.5, y: y + 1.5, width: CELL - 3, height: CELL - 3, rx: 5, fill: 'none',
      stroke: '#f0b429', 'stroke-width': 4, 'data-last': last.square,
    }));
  }
  for (const name of opts.highlight || []) {
    const { file, rank } = parseSquare(name);
    marks.append(svg('rect', { x: X(file) + 4, y: Y(rank) + 4, width: CELL - 8, height: CELL - 8, rx: 6,
      fill: 'none', stroke: '#3fbf6f', 'stroke-width': 4, 'stroke-dasharray': '7 5', 'data-highlight': name }));
  }
  if (opts.refused) {
    const { file, rank } = parseSquare(opts.refused);
    marks.append(svg('rect', { x: X(file) + 3, y: Y(rank) + 3, width: CELL - 6, height: CELL - 6, rx: 6,
      fill: 'none', stroke: '#e0473c', 'stroke-width': 4, 'stroke-dasharray': '7 5', 'data-refused': opts.refused }));
  }
  root.append(marks);
  root.append(svg('g', { class: 'hover', 'pointer-events': 'none' }));
  return { root, X, Y };
}

/**
 * The square an analysis candidate ({action, text}) lays its tile on (`e4:NS` → e4, with the
 * tile's edges), or null when it is no placement on this board (a swap, a pass, a handicap
 * pick, a penalty attempt: nothing to mark).
 */
function hintSquare(board, hint) {
  const p = hint ? readPlacement(hint.text) : null;
  if (!p) return null;
  const { file, rank } = parseSquare(p.square);
  if (file < 0 || rank < 0 || file >= board.size || rank >= board.size) return null;
  return { name: p.square, file, rank, mask: p.mask };
}

/**
 * Draws (or with a null `hint`, only removes) the analysis mark on a drawing of boardSvg: a teal
 * frame round the candidate's square and the tile it lays, faint, in the mover's colour; in the
 * marks layer, which takes no clicks.
 */
function drawHint(root, board, hint, owner) {
  for (const old of root.querySelectorAll('.tw-hint-mark')) old.remove();
  const at = hintSquare(board, hint);
  const layer = root.querySelector('g.marks');
  if (!at || !layer) return;
  const n = board.size;
  const x = MARGIN + at.file * CELL;
  const y = MARGIN + (n - 1 - at.rank) * CELL;
  const g = svg('g', { class: 'tw-hint-mark', 'pointer-events': 'none', 'data-hint': hint.text, 'data-hint-square': at.name });
  if (!board.tiles.some((t) => t.square === at.name)) {
    g.append(tileShape(at.mask, owner, x + CELL * 0.2, y + CELL * 0.2, CELL * 0.6, { opacity: 0.55 }));
  }
  g.append(svg('rect', { x: x - 1, y: y - 1, width: CELL + 2, height: CELL + 2, rx: 6, fill: 'none',
    stroke: '#ffffff', 'stroke-width': 1.5, 'stroke-opacity': 0.9 }));
  g.append(svg('rect', { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 5, fill: 'none',
    stroke: '#22d3e6', 'stroke-width': 4.5 }));
  layer.append(g);
}

/** A small picture of one tile for the picker. */
function miniTile(mask, owner, px) {
  const e = svg('svg', { xmlns: SVG, viewBox: '0 0 60 60', width: px, height: px, 'aria-hidden': 'true' });
  e.style.width = `${px}px`;
  e.style.height = `${px}px`;
  e.style.display = 'block';
  e.append(tileShape(mask, owner, 0, 0, 60));
  return e;
}

/**
 * Why `mask` cannot go on an empty square: the first neighbour whose touching edge does not
 * match, in words (the engine gives its own reason when a placement is sent).
 */
function clashReason(board, name, mask, t) {
  const { file, rank } = parseSquare(name);
  const at = new Map(board.tiles.map((x) => [x.square, x]));
  const step = [[0, 1], [1, 0], [0, -1], [-1, 0]];
  for (let d = 0; d < 4; d++) {
    const other = at.get(squareName(file + step[d][0], rank + step[d][1]));
    if (!other) continue;
    const mine = (mask & (1 << d)) !== 0;
    const theirs = (other.mask & (1 << ((d + 2) % 4))) !== 0;
    if (mine !== theirs) {
      return t(mine ? 'thoughtwave.clash.wave' : 'thoughtwave.clash.blank', {
        square: name, edge: t(`thoughtwave.edge.${EDGE_WORDS[d]}`), other: other.square,
        otherEdge: t(`thoughtwave.edge.${EDGE_WORDS[(d + 2) % 4]}`),
      });
    }
  }
  return '';
}

/** A placement's text (`e4:NS`) read as its square and its tile's edges, or null for any other move. */
function readPlacement(text) {
  const m = /^([a-z]\d+):([NESW]+)$/.exec(String(text || '').trim());
  return m ? { square: m[1], mask: maskOf(m[2]) } : null;
}

/** Placements, penalty attempts and special moves of a legal list, by their text. */
function readLegal(legal) {
  const place = new Map();
  const attempt = new Map();
  const special = new Map();
  for (const { action, text } of legal || []) {
    const p = readPlacement(text);
    if (p) { place.set(`${p.square}:${p.mask}`, action); continue; }
    const m = /^illegal\(([a-z]\d+):([NESW]+)\)$/.exec(text);
    if (m) { attempt.set(`${m[1]}:${maskOf(m[2])}`, action); continue; }
    special.set(text, action);
  }
  return { place, attempt, special };
}

export function createBoard(element, ctx) {
  const t = ctx.t;
  let snap = null;
  let moves = readLegal([]);
  let kind = null;
  const turns = Object.fromEntries(KINDS.map((k) => [k.kind, 0]));
  let pending = null; // a penalty attempt waiting for the player's confirmation
  let cursor = null; // the keyboard's square
  let busy = false;
  let suggested = null; // the analysis candidate to mark ({action, text}) on the snapshot's position

  const boardBox = html('div', { class: 'tw-board' });
  boardBox.style.flex = '1 1 420px';
  boardBox.style.minWidth = '0';
  const panel = html('div', { class: 'tw-picker', dataset: { picker: 'thoughtwave' } });
  Object.assign(panel.style, { flex: '0 0 210px', display: 'flex', flexDirection: 'column', gap: '.5rem', fontSize: '.92rem' });
  const wrap = html('div', { class: 'tw-wrap' }, boardBox, panel);
  Object.assign(wrap.style, { display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'flex-start' });
  element.replaceChildren(wrap);

  const mover = () => (snap && snap.toMove ? snap.toMove.colour : snap && snap.board.toMove) || 'red';
  const mask = () => (kind ? KINDS.find((k) => k.kind === kind).masks[turns[kind]] : 0);
  const inHand = (k) => snap && snap.board.supplies[mover()][k] > 0;
  const takes = () => [...moves.special.keys()].filter((x) => x.startsWith('take '));

  /** The squares where the chosen tile, as turned now, fits: the legal list filtered by mask. */
  const fits = () => {
    const out = new Set();
    if (!snap || !snap.interactive || !kind) return out;
    const m = mask();
    for (const key of moves.place.keys()) {
      const [sq, mk] = key.split(':');
      if (Number(mk) === m) out.add(sq);
    }
    return out;
  };

  /**
   * The kind the player holds most of among those that have somewhere to go, so that one can
   * start clicking at once without spending a rare Cross or Terminator by accident.
   */
  const defaultKind = () => {
    const hand = snap.board.supplies[mover()];
    const usable = KINDS.filter((k) => inHand(k.kind)).sort((a, b) => hand[b.kind] - hand[a.kind]);
    const placeable = usable.find((k) => [...moves.place.keys()].some((key) => k.masks.includes(Number(key.split(':')[1]))));
    return (placeable || usable[0] || {}).kind || null;
  };

  function choose(k) {
    kind = k;
    pending = null;
    draw();
  }

  function turnTile(by) {
    if (!kind) return;
    const n = KINDS.find((k) => k.kind === kind).masks.length;
    turns[kind] = (turns[kind] + by + n) % n;
    pending = null;
    draw();
  }

  async function send(turn) {
    busy = true;
    pending = null;
    try {
      await ctx.submit(turn);
    } catch (e) {
      // The game page has shown the server's reason and redraws the position.
    } finally {
      busy = false;
    }
  }

  function clickSquare(name) {
    if (!snap) return;
    if (!snap.interactive) {
      // A seated player clicking during the opponent's turn is told so; a spectator or a replay stays quiet.
      if (snap.view && snap.toMove && snap.view.seats.some((s) => s.you)) ctx.error(t('thoughtwave.notYourTurn'));
      return;
    }
    if (busy) return;
    if (takes().length) {
      ctx.error(t('thoughtwave.takeFirst', { n: snap.board.handicapPicksLeft }));
      return;
    }
    if (moves.special.has('swap') && moves.place.size === 0) return;
    if (!kind) {
      ctx.error(t('thoughtwave.pickFirst'));
      return;
    }
    const m = mask();
    const key = `${name}:${m}`;
    const text = `${name}:${edgesOf(m)}`;
    if (moves.place.has(key)) {
      send({ actions: [moves.place.get(key)] });
    } else if (moves.attempt.has(key)) {
      // Penalty rule: this attempt is a legal action that costs the tile and the turn. Never on a mis-click.
      pending = { name, mask: m, action: moves.attempt.get(key), text };
      draw();
    } else {
      // Occupied, not in hand, or a clash when clashes are refused: the engine says why.
      send({ move: text });
    }
  }

  /** The chosen tile as a ghost on `name` (mouse or keyboard), with the keyboard cursor's ring. */
  function hover(name) {
    const layer = boardBox.querySelector('g.hover');
    if (!layer) return;
    layer.replaceChildren();
    if (!snap || !snap.interactive) return;
    const n = snap.board.size;
    const at = (sq) => {
      const { file, rank } = parseSquare(sq);
      return [MARGIN + file * CELL, MARGIN + (n - 1 - rank) * CELL];
    };
    if (name && kind && !snap.board.tiles.some((x) => x.square === name)) {
      const fit = moves.place.has(`${name}:${mask()}`);
      const [x, y] = at(name);
      layer.append(tileShape(mask(), mover(), x, y, CELL, { opacity: fit ? 0.8 : 0.4, 'data-ghost': name }));
    }
    if (cursor && boardBox.contains(document.activeElement)) {
      const [x, y] = at(cursor);
      layer.append(svg('rect', { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 5, fill: 'none',
        stroke: '#ffffff', 'stroke-width': 3, 'stroke-dasharray': '5 4', 'data-cursor': cursor }));
    }
  }

  /**
   * Keyboard play on the focused board: the arrows move a cursor square, Enter or Space lays the
   * chosen tile there as a click would. The board keeps these keys from the page (whose arrows
   * step through the replay) only while it has the focus.
   */
  function onBoardKey(e) {
    const n = snap.board.size;
    const step = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowRight: [1, 0], ArrowLeft: [-1, 0] }[e.key];
    if (step) {
      const c = cursor ? parseSquare(cursor) : { file: Math.floor(n / 2), rank: Math.floor(n / 2) };
      const file = Math.min(n - 1, Math.max(0, c.file + (cursor ? step[0] : 0)));
      const rank = Math.min(n - 1, Math.max(0, c.rank + (cursor ? step[1] : 0)));
      cursor = squareName(file, rank);
      hover(cursor);
    } else if ((e.key === 'Enter' || e.key === ' ') && cursor) {
      clickSquare(cursor);
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  function drawBoard() {
    const focused = boardBox.contains(document.activeElement);
    const { root } = boardSvg(snap.board, { fits: fits(), t, refused: pending && pending.name });
    drawHint(root, snap.board, suggested, mover());
    root.addEventListener('click', (e) => {
      const sq = e.target.closest('[data-square]');
      if (sq) clickSquare(sq.dataset.square);
    });
    root.addEventListener('mouseover', (e) => {
      const sq = e.target.closest('[data-square]');
      hover(sq ? sq.dataset.square : null);
    });
    root.addEventListener('mouseleave', () => hover(cursor));
    if (snap.interactive) {
      root.style.cursor = 'pointer';
      root.setAttribute('tabindex', '0');
      root.addEventListener('keydown', onBoardKey);
      root.addEventListener('focus', () => hover(cursor));
      root.addEventListener('blur', () => hover(null));
    }
    boardBox.replaceChildren(root);
    if (focused && snap.interactive) {
      root.focus();
      hover(cursor);
    }
  }

  function drawPanel() {
    const b = snap.board;
    const me = mover();
    const parts = [];
    const handicap = takes();
    // Supplies: each kind with both players' counts; the chosen one shows its current turn.
    const head = html('tr', {}, html('th', {}, ''), html('th', { style: 'text-align:left' }, t('thoughtwave.tile')),
      ...b.players.map((p) => html('th', { title: t(`colour.${p}`) },
        html('span', { style: `display:inline-block;width:.8rem;height:.8rem;border-radius:50%;background:${COLOURS[p]}` }))));
    const rows = KINDS.map((k) => {
      const chosen = k.kind === kind;
      const m = chosen ? mask() : k.masks[0];
      const can = snap.interactive && !handicap.length && inHand(k.kind);
      const pick = html('button', {
        type: 'button', class: `tw-kind${chosen ? ' chosen' : ''}`, dataset: { pick: k.kind },
        'aria-pressed': chosen ? 'true' : 'false', disabled: !can,
        title: `${t(`thoughtwave.kind.${k.kind}`)} (${KINDS.indexOf(k) + 1})`,
        onclick: () => choose(k.kind),
      }, miniTile(m, me, 38));
      Object.assign(pick.style, {
        padding: '2px', borderWidth: '2px', borderColor: chosen ? '#2f6f5e' : 'transparent',
        background: chosen ? '#e3f1ea' : 'transparent', opacity: can || !snap.interactive ? '1' : '.45',
      });
      const cells = [html('td', {}, pick), html('td', {}, t(`thoughtwave.kind.${k.kind}`))];
      for (const p of b.players) {
        cells.push(html('td', { dataset: { supply: `${p}-${k.kind}` }, style: 'text-align:center;font-variant-numeric:tabular-nums' },
          String(b.supplies[p][k.kind])));
      }
      if (handicap.length) {
        const word = { cross: 'Cross', t: 'T', straight: 'Straight', bend: 'Bend', terminator: 'Terminator' }[k.kind];
        const take = `take ${word}`;
        cells.push(html('td', {}, moves.special.has(take) ? html('button', {
          type: 'button', dataset: { take: k.kind }, onclick: () => send({ actions: [moves.special.get(take)] }),
        }, t('thoughtwave.take')) : ''));
      }
      return html('tr', {}, ...cells);
    });
    const totals = html('tr', {}, html('td', {}, ''), html('td', { class: 'muted' }, t('thoughtwave.total')),
      ...b.players.map((p) => html('td', { style: 'text-align:center', class: 'muted' }, String(b.tilesLeft[p]))));
    const table = html('table', { class: 'tw-supplies' }, html('thead', {}, head), html('tbody', {}, rows, totals));
    table.style.borderCollapse = 'collapse';
    parts.push(html('h2', { style: 'margin:0' }, t('thoughtwave.tiles')), table);

    if (pending) {
      const why = clashReason(b, pending.name, pending.mask, t);
      parts.push(html('div', { class: 'tw-confirm', role: 'alertdialog', dataset: { confirm: pending.text },
        style: 'border:2px solid #a32020;background:#fbe4e1;border-radius:8px;padding:.5rem' },
      html('p', { style: 'margin:0 0 .4rem' }, html('strong', {}, t('thoughtwave.noFit', { move: pending.text })), ' ', why),
      html('p', { style: 'margin:0 0 .4rem' }, t(ctx.game && ctx.game.options && ctx.game.options.lostTurns === 'also-next' ? 'thoughtwave.penalty.two' : 'thoughtwave.penalty.cost')),
      html('div', { style: 'display:flex;gap:.4rem;flex-wrap:wrap' },
        html('button', { type: 'button', dataset: { action: 'confirm-attempt' }, onclick: () => send({ actions: [pending.action] }) },
          t('thoughtwave.penalty.play')),
        html('button', { type: 'button', class: 'primary', dataset: { action: 'cancel-attempt' }, onclick: () => { pending = null; draw(); } },
          t('thoughtwave.penalty.cancel')))));
    }
    if (snap.interactive && handicap.length) {
      parts.push(html('p', { class: 'tw-hint' }, t('thoughtwave.hint.take', { n: b.handicapPicksLeft })));
    } else if (snap.interactive) {
      const rot = html('button', { type: 'button', dataset: { action: 'rotate' }, disabled: !kind || KINDS.find((k) => k.kind === kind).masks.length < 2,
        title: t('thoughtwave.rotate.key'), onclick: () => turnTile(1) }, `⟳ ${t('thoughtwave.rotate')}`);
      parts.push(html('div', { style: 'display:flex;gap:.5rem;align-items:center' }, rot,
        kind ? html('code', { dataset: { edges: edgesOf(mask()) } }, edgesOf(mask())) : ''));
      const n = fits().size;
      parts.push(html('p', { class: 'tw-hint', style: 'margin:0' },
        !kind ? t('thoughtwave.hint.pick')
          : n ? t('thoughtwave.hint.place', { tile: t(`thoughtwave.kind.${kind}`), n })
            : t('thoughtwave.hint.rotate', { tile: t(`thoughtwave.kind.${kind}`) })));
      if (moves.special.has('swap')) {
        parts.push(html('p', { style: 'margin:0' }, t('thoughtwave.swap.offer')),
          html('button', { type: 'button', dataset: { action: 'swap' }, onclick: () => send({ actions: [moves.special.get('swap')] }) },
            t('thoughtwave.swap')));
      }
      if (moves.special.has('pass')) {
        parts.push(html('button', { type: 'button', dataset: { action: 'pass' }, onclick: () => send({ actions: [moves.special.get('pass')] }) },
          t('thoughtwave.pass')));
      }
    }
    const order = ['west', 'east', 'north', 'south'];
    const goal = b.players.map((p) => {
      const [x, y] = [...b.borders[p]].sort((u, v) => order.indexOf(u) - order.indexOf(v));
      return t('thoughtwave.joins', { colour: t(`colour.${p}`), a: t(`thoughtwave.edge.${x}`), b: t(`thoughtwave.edge.${y}`) });
    });
    parts.push(html('p', { class: 'muted', style: 'margin:0;font-size:.85rem' }, goal.join(' · ')));
    if (b.penalty) parts.push(html('p', { class: 'muted', style: 'margin:0;font-size:.85rem' }, t('thoughtwave.penalty.on')));
    for (const p of b.players) {
      if (b.losesNextTurn[p]) parts.push(html('p', { style: 'margin:0' }, t('thoughtwave.missesTurn', { colour: t(`colour.${p}`) })));
    }
    if (b.toMove && b.mustPass) parts.push(html('p', { style: 'margin:0' }, t('thoughtwave.mustPass', { colour: t(`colour.${b.toMove}`) })));
    panel.replaceChildren(...parts);
  }

  function draw() {
    if (!snap) return;
    drawBoard();
    drawPanel();
  }

  const onKey = (e) => {
    if (!snap || !snap.interactive || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target.closest && e.target.closest('input, textarea, select')) return;
    if (e.key === 'r' || e.key === 'R') {
      turnTile(e.key === 'R' ? -1 : 1);
    } else if (/^[1-5]$/.test(e.key) && inHand(KINDS[Number(e.key) - 1].kind)) {
      choose(KINDS[Number(e.key) - 1].kind);
    } else if (e.key === 'Escape' && pending) {
      pending = null;
      draw();
    } else {
      return;
    }
    e.preventDefault();
  };
  document.addEventListener('keydown', onKey);

  return {
    show(snapshot) {
      const samePosition = snap && snapshot.view && snap.view && snapshot.view.ply === snap.view.ply;
      snap = snapshot;
      suggested = snapshot.hint || null;
      moves = readLegal(snapshot.interactive ? snapshot.legal : []);
      if (!samePosition) pending = null;
      if (snapshot.interactive && (!kind || !inHand(kind))) kind = defaultKind();
      draw();
    },
    hint(candidate) {
      suggested = candidate || null;
      const root = boardBox.querySelector('svg');
      if (root && snap) drawHint(root, snap.board, suggested, mover());
    },
    destroy() {
      document.removeEventListener('keydown', onKey);
      element.replaceChildren();
    },
  };
}

/** A still drawing of a position (rules pages): the board alone, `options.highlight` squares ringed. */
export function drawDiagram(element, board, options = {}) {
  const { root } = boardSvg(board, { t: options.t, highlight: options.highlight });
  element.replaceChildren(root);
}

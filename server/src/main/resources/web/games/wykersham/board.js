// Wykersham's board view: five horizontal rails of 11 cups seen from A's seat (rail 0 at the
// bottom, nearest A; rail 4 at the top, nearest B), or turned half round for a player seated at B
// alone (as a real board looks from B's chair), each rail shifted by its offset under the
// wooden frame of seven columns. The position comes from WykershamBoard.java (its Javadoc gives
// the shape); the rules stay on the server: what is legal comes from `legal` and ctx.legalAfter.
//
// A turn is several small decisions (per marble: a cup, a slide, and when a slide scores, the
// settlement). Each click asks the server for the board after the partial turn and shows it; the
// whole turn is posted once the server says it is complete.

import { el as html, svg } from '/js/ui.js';
import strings from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';
const RAILS = 5;
const CUPS = 11;
const COLUMNS = 7;
const CENTRE = 2;
/** Action ids (engine WykershamActions). */
const PLACE = 36;
const STAY = 71;
const LEFT = 72;
const RIGHT = 73;
const KEEP = 74;
const TAKE = 75;
const LINE = 105;

// Geometry, in SVG user units. Board columns run from -4 to 10 (a rail slid two notches shows
// four cups beyond the frame); the frame covers columns 0..6.
const PITCH = 58;
const MARGIN = 64; // room for the slide arrows at both ends of the rails
const MIN_COL = -4;
const SLOTS = 15;
const BAND = 54; // a player's band: name, score, supply, dice
const LABELS = 26; // column labels between a band and the rails
const RAIL_H = 70;
const WIDTH = MARGIN * 2 + SLOTS * PITCH;
const RAILS_TOP = BAND + LABELS;
const HEIGHT = RAILS_TOP + RAILS * RAIL_H + LABELS + BAND;
const CUP_R = 22;
const SLIDE_MS = 450;

const colX = (x) => MARGIN + (x - MIN_COL) * PITCH + PITCH / 2;
const railY = (r) => RAILS_TOP + (RAILS - 1 - r) * RAIL_H + RAIL_H / 2;
const colour = (p) => `var(--${p}, ${p === 'a' ? '#2a5db0' : '#d08a1a'})`;
const isPlace = (a) => a >= PLACE && a < STAY;
const isSlide = (a) => a >= STAY && a <= RIGHT;



/** Translation without the shell (a diagram drawn with no `t`): this game's strings, page language first. */
function fallbackT(key, params = {}) {
  const lang = (document.documentElement.lang || 'en').slice(0, 2);
  const s = (strings[lang] && strings[lang][key]) ?? strings.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** A column label for people: the engine's `#` is drawn as ■. */
const shownLabel = (l) => (l === '#' ? '■' : l);

/** The board column of the cup `cup` of rail `r` at the board's offsets. */
const cupColumn = (board, r, cup) => cup - 2 + board.offsets[r];

/** The cups a line passes through, as [rail, cup] (a line's cells are board-fixed columns). */
function lineCells(board, line) {
  const cells = [];
  for (let r = 0; r < RAILS; r++) {
    const x = line.centre + line.slope * (r - CENTRE);
    cells.push([r, x + 2 - board.offsets[r], x]);
  }
  return cells;
}

/** A line's name as `player` reads it: the centre's label and the slope sign (e.g. ■| or 3/). */
function lineName(board, player, line) {
  const labels = board.labels[player || 'a'];
  return shownLabel(labels[line.centre]) + ['\\', '|', '/'][line.slope + 1];
}

/**
 * What a turn's actions did, given the offsets after them: the cups the marbles went into
 * ([rail, cup]) and the slides ({rail, dir}). Marbles ride with their cups, so the placements are
 * found by undoing the turn's slides first.
 */
function turnMarks(actions, offsetsAfter) {
  const off = offsetsAfter.slice();
  let rail = -1;
  for (const a of actions) {
    if (isPlace(a)) rail = (a - PLACE) % 5;
    else if ((a === LEFT || a === RIGHT) && rail >= 0) off[rail] -= a === LEFT ? -1 : 1;
  }
  const cups = [];
  const slides = [];
  rail = -1;
  for (const a of actions) {
    if (isPlace(a)) {
      const x = Math.floor((a - PLACE) / 5);
      rail = (a - PLACE) % 5;
      cups.push([rail, x + 2 - off[rail]]);
    } else if ((a === LEFT || a === RIGHT) && rail >= 0) {
      const dir = a === LEFT ? -1 : 1;
      off[rail] += dir;
      slides.push({ rail, dir });
    }
  }
  return { cups, slides };
}

/**
 * The cup an analysis candidate ({action, text}) puts its marble in, as [rail, cup], or null when
 * it is no placement (a slide, a settlement). The candidate's action is the engine's, the one a
 * click on that cup sends (PLACE + 5 × board column + rail), so the cup is found as the last
 * move's marks find theirs: the text's column label, read by the mover, needs no second reading.
 */
function hintCup(board, hint) {
  if (!hint || !isPlace(hint.action)) return null;
  const [cup] = turnMarks([hint.action], board.offsets).cups;
  return cup && cup[1] >= 0 && cup[1] < CUPS ? cup : null;
}

/**
 * Draws (or with a null `hint`, only removes) the analysis mark on a drawing of drawSvg: a teal
 * ring round the candidate's cup, inside the cup's group so that it rides with the rail, and
 * taking no clicks (a click there is the cup's, as before).
 */
function drawHint(root, board, hint) {
  for (const old of root.querySelectorAll('.wyk-hint')) old.remove();
  const at = hintCup(board, hint);
  if (!at) return;
  const cup = root.querySelector(`.wyk-cup[data-rail="${at[0]}"][data-cup="${at[1]}"]`);
  if (!cup) return;
  const cx = Number(cup.querySelector('circle').getAttribute('cx'));
  const cy = Number(cup.querySelector('circle').getAttribute('cy'));
  const g = svg('g', { class: 'wyk-hint', 'pointer-events': 'none', 'data-hint': hint.text });
  // A bright cyan band between two dark edges (apart from the legal cups' green and the last move's
  // red), on the cup's rim: the frame, drawn over the rails, leaves a cup of the outer columns only
  // 3.5 px beyond its rim, and a ring outside the rim went under it there.
  g.append(svg('circle', { cx, cy, r: CUP_R - 0.5, fill: 'none', stroke: '#06333d', 'stroke-width': 8 }));
  g.append(svg('circle', { cx, cy, r: CUP_R - 0.5, fill: 'none', stroke: '#1fd2ea', 'stroke-width': 5 }));
  cup.append(g);
}

/** The last entry of the move list that a player made (rolls are shown by the dice). */
function lastPlayed(snapshot) {
  if (snapshot.view && Array.isArray(snapshot.view.moves)) {
    for (let i = snapshot.view.moves.length - 1; i >= 0; i--) {
      if (snapshot.view.moves[i].kind !== 'roll') return snapshot.view.moves[i];
    }
    return null;
  }
  return snapshot.lastMove && snapshot.lastMove.kind !== 'roll' ? snapshot.lastMove : null;
}

const PIPS = {
  1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]], 5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

function die(x, y, value, size, used) {
  const g = svg('g', { class: 'wyk-die', 'data-die': value, transform: `translate(${x},${y})`, opacity: used ? 0.35 : 1 });
  g.append(svg('rect', { x: -size / 2, y: -size / 2, width: size, height: size, rx: size * 0.18,
    fill: '#fffdf6', stroke: '#3b2a1a', 'stroke-width': 1.5 }));
  for (const [dx, dy] of PIPS[value] || []) {
    g.append(svg('circle', { cx: dx * size * 0.27, cy: dy * size * 0.27, r: size * 0.09, fill: '#2b2722' }));
  }
  return g;
}

/** One player's marbles in a cup: a glass ball in the player's colour, the count on it when above one. */
function marble(cx, cy, r, player, n) {
  const g = svg('g', { class: `wyk-marble wyk-marble-${player}`, 'data-player': player, 'data-count': n });
  g.append(svg('circle', { cx, cy, r, style: `fill:${colour(player)}`, stroke: 'rgba(0,0,0,.45)', 'stroke-width': 1.2 }));
  g.append(svg('circle', { cx: cx - r * 0.35, cy: cy - r * 0.38, r: r * 0.3, fill: 'rgba(255,255,255,.55)' }));
  if (n > 1) {
    g.append(svg('text', { x: cx, y: cy + r * 0.36, 'text-anchor': 'middle', 'font-size': r * 1.05,
      'font-weight': 700, fill: '#fff', stroke: 'rgba(0,0,0,.5)', 'stroke-width': 0.6, 'paint-order': 'stroke' }, n));
  }
  return g;
}

/**
 * Draws a position into a new SVG. `o`: {t, legal ([{action,text}]), interactive, marks ({cups,
 * slides}), animateFrom (offsets drawn before: slid rails glide from there), turned (seen from
 * B's side: rail 4 at the bottom, board column 0 on the right)}.
 */
function drawSvg(board, o) {
  const t = o.t;
  const turned = !!o.turned;
  // Board column and rail to drawing coordinates; the frame is symmetric, so turning is a mirror
  // of both axes (texts stay upright). `west` is the side of the drawing board-left lies on.
  const X = (x) => (turned ? WIDTH - colX(x) : colX(x));
  const Y = (r) => railY(turned ? RAILS - 1 - r : r);
  const drawnLeft = (dir) => (dir < 0) !== turned;
  const legal = new Map((o.legal || []).map((l) => [l.action, l.text]));
  const mover = board.mover;
  const root = svg('svg', { xmlns: NS, viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'wyk-svg', role: 'img',
    'aria-label': t('wykersham.board.aria'), 'data-phase': board.phase, 'data-mover': mover || '' });

  root.append(svg('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 14, fill: '#ead2a2' }));

  // The players' bands: B north, A south; the dice lie on the side of the player who rolled them.
  for (const p of ['b', 'a']) {
    const top = (p === 'b') !== turned ? 0 : HEIGHT - BAND;
    const active = mover === p && board.phase !== 'over' && board.phase !== 'start';
    const g = svg('g', { class: `wyk-band wyk-band-${p}`, 'data-player': p });
    g.append(svg('rect', { x: 8, y: top + 6, width: WIDTH - 16, height: BAND - 12, rx: 10,
      fill: active ? 'rgba(255,255,255,.55)' : 'rgba(255,255,255,.2)',
      stroke: active ? colour(p) : 'none', style: active ? `stroke:${colour(p)}` : undefined, 'stroke-width': 2.5 }));
    const cy = top + BAND / 2;
    g.append(marble(34, cy, 13, p, 1));
    const info = board.players[p];
    g.append(svg('text', { x: 56, y: cy + 6, 'font-size': 18, fill: '#2b2722' },
      svg('tspan', { 'font-weight': 700 }, t(`wykersham.player.${p}`)),
      svg('tspan', { dx: 14, 'data-score': info.score }, t('wykersham.score', { n: info.score })),
      svg('tspan', { dx: 14, fill: '#6b5b45' }, t('wykersham.supply', { n: info.supply }))));
    if (active && board.dice) {
      const [hi, lo] = board.dice;
      const used = diceUsed(board);
      g.append(die(WIDTH - 118, cy, hi, 34, used[0]), die(WIDTH - 72, cy, lo, 34, used[1]));
    }
    if (top === 0) {
      g.append(svg('text', { x: WIDTH / 2, y: cy + 6, 'text-anchor': 'middle', 'font-size': 15, fill: '#6b5b45' },
        board.phase === 'over' ? t('wykersham.over') : t('wykersham.turn', { n: Math.min(board.turn + 1, board.turns), total: board.turns })));
    }
    root.append(g);
  }

  // Columns: ■ tinted; the columns the roll allows tinted when it is a marble's placement.
  const railsTop = RAILS_TOP;
  const railsH = RAILS * RAIL_H;
  root.append(svg('rect', { x: colX(3) - PITCH / 2, y: railsTop, width: PITCH, height: railsH, fill: 'rgba(90,60,20,.10)' }));
  const allowed = new Set(board.allowedColumns || []);
  for (const x of allowed) {
    root.append(svg('rect', { class: 'wyk-allowed', 'data-column': x, x: X(x) - PITCH / 2 + 2, y: railsTop, width: PITCH - 4,
      height: railsH, rx: 6, fill: 'rgba(47,111,94,.16)' }));
  }

  // The rails, each a group shifted by its offset (CSS transform: a slide glides).
  const marks = o.marks || { cups: [], slides: [] };
  const markSet = new Set(marks.cups.map(([r, c]) => `${r}:${c}`));
  const goalCupSet = new Set((board.goalCups || []).map(([r, c]) => `${r}:${c}`));
  const settling = board.settlingCup ? `${board.settlingCup[0]}:${board.settlingCup[1]}` : null;
  const railGroups = [];
  for (let r = RAILS - 1; r >= 0; r--) {
    const y = Y(r);
    const off = board.offsets[r];
    const g = svg('g', { class: 'wyk-rail', 'data-rail': r, 'data-offset': off });
    // the rail: a wooden bar under its 11 cups (drawn at offset 0, moved by the transform)
    g.append(svg('rect', { x: Math.min(X(-2), X(8)) - PITCH / 2 + 4, y: y - 27, width: CUPS * PITCH - 8, height: 54, rx: 27,
      fill: r === CENTRE ? '#9c6a37' : '#b57f47', stroke: '#6e4520', 'stroke-width': 2 }));
    for (let c = 0; c < CUPS; c++) {
      const x = c - 2 + off; // board column now
      const cx = X(c - 2);
      const inFrame = x >= 0 && x < COLUMNS;
      const [na, nb] = board.cups[r][c];
      const placeAction = inFrame ? PLACE + 5 * x + r : null;
      const isLegal = placeAction !== null && legal.has(placeAction);
      const shared = inFrame && board.shared[r][x];
      const cup = svg('g', { class: `wyk-cup${isLegal ? ' wyk-legal' : ''}`, 'data-rail': r, 'data-cup': c, 'data-column': x,
        'data-a': na, 'data-b': nb, 'data-action': isLegal ? placeAction : null });
      if (isLegal && o.interactive) {
        cup.setAttribute('tabindex', '0');
        cup.setAttribute('role', 'button');
        cup.setAttribute('aria-label', t('wykersham.cup.aria', { rail: r, column: shownLabel(board.labels[mover][x]) }));
      }
      cup.append(svg('circle', { cx, cy: y, r: CUP_R, fill: '#5e3a18', stroke: shared ? '#f2d37a' : '#3f250c',
        'stroke-width': shared ? 2.5 : 1.5, 'stroke-dasharray': shared ? '5 3' : null }));
      cup.append(svg('circle', { cx, cy: y + 2, r: CUP_R - 4, fill: '#4a2c10' }));
      if (goalCupSet.has(`${r}:${c}`)) {
        cup.append(svg('circle', { class: 'wyk-goal-cup', cx, cy: y, r: CUP_R + 5, fill: 'none', stroke: '#f0b429',
          'stroke-width': settling === `${r}:${c}` ? 5 : 3, 'stroke-dasharray': settling === `${r}:${c}` ? null : '4 3' }));
      }
      if (na > 0 && nb > 0) {
        cup.append(marble(cx - 9, y, 12, 'a', na), marble(cx + 9, y, 12, 'b', nb));
      } else if (na > 0 || nb > 0) {
        cup.append(marble(cx, y, 16, na > 0 ? 'a' : 'b', na + nb));
      }
      if (markSet.has(`${r}:${c}`)) {
        cup.append(svg('circle', { class: 'wyk-last', cx, cy: y, r: CUP_R + 2, fill: 'none', stroke: '#e23d28', 'stroke-width': 3.5 }));
      }
      if (isLegal) {
        cup.append(svg('circle', { class: 'wyk-target', cx, cy: y, r: CUP_R - 1, fill: 'rgba(120,230,170,.28)',
          stroke: '#3ddc97', 'stroke-width': 3 }));
      }
      g.append(cup);
    }
    const from = o.animateFrom ? o.animateFrom[r] : off;
    g.style.transform = `translate(${(turned ? -from : from) * PITCH}px, 0px)`;
    if (from !== off) railGroups.push([g, turned ? -off : off]);
    root.append(g);
  }

  // Outside the frame the rails are in the shade; the frame itself, with its two label rows.
  const shade = 'rgba(234,210,162,.62)';
  root.append(svg('rect', { class: 'wyk-shade', x: 0, y: railsTop - 4, width: colX(0) - PITCH / 2, height: railsH + 8, fill: shade }));
  root.append(svg('rect', { class: 'wyk-shade', x: colX(6) + PITCH / 2, y: railsTop - 4, width: WIDTH - colX(6) - PITCH / 2,
    height: railsH + 8, fill: shade }));
  root.append(svg('rect', { class: 'wyk-frame', x: colX(0) - PITCH / 2, y: railsTop - 3, width: COLUMNS * PITCH, height: railsH + 6,
    rx: 6, fill: 'none', stroke: '#5b3512', 'stroke-width': 7 }));
  for (let x = 0; x < COLUMNS; x++) {
    for (const p of ['b', 'a']) {
      const y = (p === 'b') !== turned ? railsTop - 9 : railsTop + railsH + 21;
      const l = board.labels[p][x];
      root.append(l === '#'
        ? svg('rect', { x: X(x) - 6, y: y - 12, width: 12, height: 12, fill: '#3b2a1a' })
        : svg('text', { x: X(x), y, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 700,
          style: `fill:${colour(p)}` }, l));
    }
  }
  // Rail numbers, just outside the frame's left edge... at the far left margin, readable over the shade.
  for (let r = 0; r < RAILS; r++) {
    root.append(svg('text', { x: 14, y: Y(r) + 5, 'font-size': 13, fill: '#7a6445' }, `r${r}`));
  }

  // Lines: complete ones in the player's colour, the goal being settled in gold.
  const lines = svg('g', { class: 'wyk-lines', 'pointer-events': 'none' });
  const goalIds = new Set((board.goalLines || []).map((l) => l.id));
  const linePath = (line) => lineCells(board, line).map(([r, , x]) => `${X(x)},${Y(r)}`).join(' ');
  for (const p of ['a', 'b']) {
    for (const line of board.complete[p] || []) {
      if (goalIds.has(line.id) && p === mover) continue;
      lines.append(svg('polyline', { class: `wyk-line wyk-line-${p}`, 'data-line': line.id, points: linePath(line), fill: 'none',
        style: `stroke:${colour(p)}`, 'stroke-width': 9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.6 }));
    }
  }
  for (const line of board.goalLines || []) {
    lines.append(svg('polyline', { class: 'wyk-goal-line', 'data-line': line.id, points: linePath(line), fill: 'none',
      stroke: '#f0b429', 'stroke-width': 12, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.6 }));
  }
  root.append(lines);

  // Slides: the last move's slides as small arrows in the margin; while sliding, the arrow buttons.
  for (const s of marks.slides) {
    const left = drawnLeft(s.dir);
    root.append(svg('text', { class: 'wyk-slid', 'data-rail': s.rail, x: left ? 40 : WIDTH - 40, y: Y(s.rail) + 22,
      'text-anchor': 'middle', 'font-size': 18, fill: '#e23d28' }, left ? '◀' : '▶'));
  }
  if (board.phase === 'slide' && board.placedRail !== null && o.showSlides) {
    const r = board.placedRail;
    for (const [dir, action, name] of [[-1, LEFT, 'left'], [1, RIGHT, 'right']]) {
      const ok = legal.has(action);
      const goal = (board.slideGoals[name] || []).length > 0;
      // The button on the drawing's left moves the rail to the drawing's left, whichever side that is.
      const left = drawnLeft(dir);
      const cx = left ? MARGIN / 2 + 2 : WIDTH - MARGIN / 2 - 2;
      const cy = Y(r);
      const g = svg('g', { class: `wyk-slide${ok ? ' wyk-legal' : ''}`, 'data-slide': name, 'data-action': action,
        'data-rail': r, 'data-goal': goal ? 'true' : null, tabindex: o.interactive ? '0' : null, role: 'button',
        'aria-label': t(`wykersham.slide.${left ? 'left' : 'right'}`), opacity: ok ? 1 : 0.3 });
      g.append(svg('circle', { cx, cy, r: 24, fill: goal ? '#f0b429' : '#2f6f5e', stroke: '#fff', 'stroke-width': 2.5 }));
      g.append(svg('path', { d: left ? `M${cx + 8},${cy - 12} L${cx - 10},${cy} L${cx + 8},${cy + 12} Z`
        : `M${cx - 8},${cy - 12} L${cx + 10},${cy} L${cx - 8},${cy + 12} Z`, fill: '#fff' }));
      if (goal) {
        g.append(svg('text', { x: cx, y: cy + 40, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: '#8a5a00' },
          t('wykersham.goalHint')));
      }
      root.append(g);
    }
  }

  // Slid rails glide from where they were drawn before to where they are now.
  if (railGroups.length) {
    requestAnimationFrame(() => requestAnimationFrame(() => {
      for (const [g, off] of railGroups) {
        g.style.transition = `transform ${SLIDE_MS}ms ease-in-out`;
        g.style.transform = `translate(${off * PITCH}px, 0px)`;
      }
    }));
  }
  return root;
}

/** Whether each die (high, low) is already used by the turn's first marble, judged from the columns still allowed. */
function diceUsed(board) {
  if (board.phase !== 'place' || board.marble !== 1 || !board.dice) return [false, false];
  const [hi, lo] = board.dice;
  if (hi === lo) return [false, false];
  const col = (d) => board.labels[board.mover].indexOf(String(d));
  const allowed = new Set(board.allowedColumns);
  return [!allowed.has(col(hi)), !allowed.has(col(lo))];
}

/** The text above the controls: what the position waits for. */
function prompt(board, t, interactive) {
  const who = board.mover ? t(`wykersham.player.${board.mover}`) : '';
  const labels = board.mover ? board.labels[board.mover] : board.labels.a;
  switch (board.phase) {
    case 'start': return t('wykersham.prompt.start');
    case 'roll': return t('wykersham.prompt.roll', { player: who });
    case 'place': {
      const cols = labels.map((l, x) => [l, x]).filter(([, x]) => board.allowedColumns.includes(x))
        .sort((p, q) => '123#456'.indexOf(p[0]) - '123#456'.indexOf(q[0])).map(([l]) => shownLabel(l));
      return t(interactive ? 'wykersham.prompt.place.you' : 'wykersham.prompt.place',
        { player: who, n: board.marble + 1, columns: cols.join(t('wykersham.or')) });
    }
    case 'slide': return t(interactive ? 'wykersham.prompt.slide.you' : 'wykersham.prompt.slide', { player: who, rail: board.placedRail });
    case 'settle': case 'choose-line': case 'take-line': {
      const names = board.goalLines.map((l) => lineName(board, board.mover, l)).join(' ');
      return t(interactive ? 'wykersham.prompt.goal.you' : 'wykersham.prompt.goal', { player: who, lines: names });
    }
    case 'over': return t('wykersham.over');
    default: return '';
  }
}

/** Injects the few styles the board's HTML controls need (once per page). */
function ensureStyle() {
  if (document.getElementById('wyk-style')) return;
  const css = `
.wyk-wrap { display: flex; flex-direction: column; gap: .5rem; }
.wyk-panel { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem .6rem; min-height: 2.4rem; }
.wyk-prompt { margin: 0; font-weight: 600; flex: 1 1 100%; }
.wyk-panel button[data-action] { min-width: 2.4rem; }
.wyk-panel .wyk-goal { background: #f0b429; border-color: #c48a0c; }
.wyk-panel .wyk-counts { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; }
.wyk-svg .wyk-legal { cursor: pointer; }
.wyk-svg .wyk-target { animation: wyk-pulse 1.4s ease-in-out infinite; }
.wyk-svg [tabindex]:focus { outline: none; }
.wyk-svg [tabindex]:focus .wyk-target, .wyk-svg .wyk-slide:focus circle { stroke: #f0b429; stroke-width: 5; }
@keyframes wyk-pulse { 50% { opacity: .45; } }
@media (prefers-reduced-motion: reduce) { .wyk-svg .wyk-target { animation: none; } .wyk-rail { transition: none !important; } }`;
  document.head.append(html('style', { id: 'wyk-style' }, css));
}

export function createBoard(element, ctx) {
  ensureStyle();
  const t = ctx.t || fallbackT;
  let snapshot = null;
  let pending = []; // the actions of the turn being built
  let partial = null; // the server's answer for `pending`: {turnComplete, legal, board}
  let drawnOffsets = null; // offsets of the last drawing: a change is animated
  let busy = false;
  let suggested = null; // the analysis candidate to mark ({action, text}) on the snapshot's position

  const wrap = html('div', { class: 'wyk-wrap' });
  const holder = html('div', { class: 'wyk-svg-holder' });
  const panel = html('div', { class: 'wyk-panel', 'aria-live': 'polite' });
  wrap.append(holder, panel);
  element.replaceChildren(wrap);

  const interactive = () => !!(snapshot && snapshot.interactive);
  /** A player seated at B alone sees the board from B's side; spectators, A and one-screen games from A's. */
  const seenFromB = () => {
    const mine = snapshot && snapshot.view ? snapshot.view.seats.filter((s) => s.you) : [];
    return mine.length === 1 && mine[0].colour === 'b';
  };
  const current = () => (partial ? { board: partial.board, legal: partial.legal } : { board: snapshot.board, legal: snapshot.legal });

  function render() {
    if (!snapshot || !snapshot.board || !snapshot.board.cups) {
      holder.replaceChildren();
      panel.replaceChildren();
      return;
    }
    const { board, legal } = current();
    const played = lastPlayed(snapshot);
    const marks = pending.length ? turnMarks(pending, board.offsets)
      : played ? turnMarks(played.actions || [], board.offsets) : { cups: [], slides: [] };
    const root = drawSvg(board, { t, legal: interactive() ? legal : [], interactive: interactive(), marks,
      animateFrom: drawnOffsets, showSlides: interactive(), turned: seenFromB() });
    drawnOffsets = board.offsets.slice();
    // The analysis speaks of the snapshot's position: no mark once a turn is being built.
    if (!pending.length) drawHint(root, board, suggested);
    holder.replaceChildren(root);
    renderPanel(board, interactive() ? legal : []);
  }

  function actionButton(action, label, cls) {
    return html('button', { type: 'button', 'data-action': action, class: cls, onclick: () => play([action]) }, label);
  }

  function renderPanel(board, legal) {
    // a resignation ends the game on the server while the engine's position still waits for a move
    const over = snapshot.view && snapshot.view.result;
    const text = over ? t('wykersham.over') : prompt(board, t, interactive());
    const items = [html('p', { class: 'wyk-prompt', id: 'wyk-prompt' }, text)];
    const has = (a) => legal.some((l) => l.action === a);
    if (interactive()) {
      if (board.phase === 'slide') {
        // left and right as drawn: seen from B, the board's left (LEFT) lies on the right
        const [west, east] = seenFromB() ? [RIGHT, LEFT] : [LEFT, RIGHT];
        const goal = (a) => (board.slideGoals[a === LEFT ? 'left' : 'right'].length ? 'wyk-goal' : '');
        if (has(west)) items.push(actionButton(west, `◀ ${t('wykersham.slide.left')}`, goal(west)));
        if (has(STAY)) items.push(actionButton(STAY, t('wykersham.slide.none'), ''));
        if (has(east)) items.push(actionButton(east, `${t('wykersham.slide.right')} ▶`, goal(east)));
      } else if (board.phase === 'settle' || board.phase === 'take-line') {
        items.push(...settlementControls(board, legal));
      } else if (board.phase === 'choose-line') {
        for (const l of legal) {
          if (l.action >= LINE) {
            const line = { id: l.action - LINE, centre: (l.action - LINE) % 7, slope: Math.floor((l.action - LINE) / 7) - 1 };
            items.push(actionButton(l.action, t('wykersham.takeLine', { line: lineName(board, board.mover, line) }), 'wyk-goal'));
          }
        }
        if (has(KEEP)) items.push(actionButton(KEEP, t('wykersham.keepRest'), ''));
      }
      if (pending.length) {
        items.push(html('button', { type: 'button', id: 'wyk-restart', onclick: () => restart() }, t('wykersham.restart')));
      }
    }
    panel.replaceChildren(...items);
  }

  /** Keep; the counts for the cup asked now; and shortcuts for the whole goal (one from each cup, or all). */
  function settlementControls(board, legal) {
    const out = [];
    const mover = board.mover;
    const idx = mover === 'a' ? 0 : 1;
    const [sr, sc] = board.settlingCup;
    const sx = cupColumn(board, sr, sc);
    const where = sx >= 0 && sx < COLUMNS ? shownLabel(board.labels[mover][sx]) : t('wykersham.outside');
    // the cups still to settle, in the engine's order
    let rest;
    if (board.phase === 'settle') {
      const i = board.goalCups.findIndex(([r, c]) => r === sr && c === sc);
      rest = board.goalCups.slice(Math.max(i, 0));
    } else {
      const lineAction = [...pending].reverse().find((a) => a >= LINE);
      const id = lineAction - LINE;
      const line = { id, centre: id % 7, slope: Math.floor(id / 7) - 1 };
      rest = lineAction === undefined ? [] : lineCells(board, line).filter(([r]) => r >= sr).map(([r, c]) => [r, c]);
    }
    if (legal.some((l) => l.action === KEEP)) out.push(actionButton(KEEP, t('wykersham.keep'), ''));
    if (rest.length > 1) {
      out.push(html('button', { type: 'button', 'data-shortcut': 'one', class: 'wyk-goal',
        onclick: () => play(rest.map(() => TAKE)) }, t('wykersham.takeOne', { n: rest.length })));
      out.push(html('button', { type: 'button', 'data-shortcut': 'all', class: 'wyk-goal',
        onclick: () => play(rest.map(([r, c]) => TAKE + board.cups[r][c][idx] - 1)) }, t('wykersham.takeAll')));
    }
    const counts = html('span', { class: 'wyk-counts' }, t('wykersham.fromCup', { rail: sr, column: where }));
    for (const l of legal) {
      if (l.action >= TAKE && l.action < LINE) counts.append(actionButton(l.action, String(l.action - TAKE + 1), ''));
    }
    out.push(counts);
    return out;
  }

  function restart() {
    pending = [];
    partial = null;
    render();
  }

  /** Adds actions to the turn: the server checks them (its reason shown if it refuses), then the turn is posted when complete. */
  async function play(actions) {
    if (busy) return;
    if (!interactive()) {
      ctx.error(t(snapshot && snapshot.board && snapshot.board.phase === 'over' ? 'wykersham.over' : 'wykersham.notYourTurn'));
      return;
    }
    busy = true;
    wrap.dataset.busy = 'true'; // tests wait for the server's answer on this
    const ply = snapshot.view ? snapshot.view.ply : null;
    try {
      const next = pending.concat(actions);
      let answer;
      try {
        answer = await ctx.legalAfter(next);
      } catch (e) {
        ctx.error(e.message);
        return;
      }
      if (snapshot.view && snapshot.view.ply !== ply) return; // the game moved on meanwhile
      pending = next;
      partial = answer;
      render();
      if (answer.turnComplete) {
        try {
          await ctx.submit({ actions: pending });
        } catch (e) {
          // refused: the game page showed the reason; back to the position before the turn
          pending = [];
          partial = null;
          render();
        }
      }
    } finally {
      busy = false;
      delete wrap.dataset.busy;
    }
  }

  function onActivate(target) {
    const cup = target.closest('.wyk-cup');
    const slide = target.closest('.wyk-slide');
    if (slide) {
      play([Number(slide.dataset.action)]);
    } else if (cup) {
      const x = Number(cup.dataset.column);
      if (x < 0 || x >= COLUMNS) {
        if (interactive()) ctx.error(t('wykersham.outsideFrame'));
        else play([]);
        return;
      }
      play([PLACE + 5 * x + Number(cup.dataset.rail)]);
    }
  }

  holder.addEventListener('click', (e) => onActivate(e.target));
  holder.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    if (!e.target.closest || !e.target.closest('.wyk-cup, .wyk-slide')) return;
    e.preventDefault();
    onActivate(e.target);
  });

  return {
    show(s) {
      const samePly = snapshot && snapshot.view && s.view && snapshot.view.ply === s.view.ply && s.interactive;
      snapshot = s;
      suggested = s.hint || null;
      if (!samePly) {
        // a new position (a move, a takeback, replay): the turn being built is dropped
        pending = [];
        partial = null;
      }
      render();
    },
    hint(candidate) {
      suggested = candidate || null;
      const root = holder.querySelector('svg');
      if (root && snapshot && snapshot.board && snapshot.board.cups) {
        drawHint(root, current().board, pending.length ? null : suggested);
      }
    },
    destroy() {
      element.replaceChildren();
    },
  };
}

export function drawDiagram(element, board, options = {}) {
  const t = options.t || fallbackT;
  const root = drawSvg(board, { t, legal: [], interactive: false, marks: { cups: [], slides: [] }, showSlides: false });
  root.classList.add('wyk-diagram');
  element.replaceChildren(root);
}

// The computer's review of a whole game on the game page (docs/server-api.md, Review): asks the
// server to review every decision, follows it while it runs, and shows each side's marks, the win
// chance along the game and the marked decisions, each a link to its position. The move list
// asks markOf() for its turns' marks.

import { get, post } from './api.js';
import { t, language } from './i18n.js';
import { el } from './ui.js';

/** The thinking times a review offers, in seconds a decision (the server allows 0.1 to 5). */
const REVIEW_SECONDS = [0.2, 0.5, 2];
/** How often a running review is asked for again. */
const POLL_MS = 1000;
/** The marks from the mildest to the worst, as the server writes them. */
const MARKS = ['?!', '?', '??'];
const MARK_NAMES = { '?!': 'inaccuracy', '?': 'mistake', '??': 'blunder' };
const SVG = 'http://www.w3.org/2000/svg';

/** A mark's name (`inaccuracy`, `mistake`, `blunder`): its CSS class and its text's key. */
export function markName(mark) {
  return MARK_NAMES[mark];
}

export class ReviewPanel {
  /**
   * `colour(name)` names a colour; `goto(ply)` shows the position after the first `ply` entries of
   * the move list (a decision links to the position where it was made); `changed()` redraws the page; `alive()` says whether the page is still shown.
   */
  constructor(gameId, { colour, goto, changed, alive }) {
    this.gameId = gameId;
    this.colour = colour;
    this.goto = goto;
    this.changed = changed;
    this.alive = alive;
    this.data = null;
    this.error = null;
    this.timer = null;
    this.selected = null; // the decision last followed to its position, whose best the board marks
  }

  /** Reads the game's latest review, and follows it while it waits or runs. */
  async load() {
    try {
      this.data = await get(`/api/games/${this.gameId}/review`);
    } catch (e) {
      this.error = e.message;
    }
    if (!this.alive()) return;
    this.changed();
    this.follow();
  }

  follow() {
    clearTimeout(this.timer);
    if (this.running()) this.timer = setTimeout(() => this.load(), POLL_MS);
  }

  running() {
    return !!this.data && (this.data.status === 'queued' || this.data.status === 'running');
  }

  async start() {
    this.error = null;
    try {
      this.data = await post(`/api/games/${this.gameId}/review?seconds=${this.seconds()}`);
    } catch (e) {
      this.error = e.message;
    }
    this.changed();
    this.follow();
  }

  /** The time a decision, as last chosen on this browser (one of REVIEW_SECONDS). */
  seconds() {
    const kept = Number(localStorage.getItem('ludo.reviewSeconds'));
    return REVIEW_SECONDS.includes(kept) ? kept : REVIEW_SECONDS[1];
  }

  /** Shows the position where a decision was chosen. */
  select(dec) {
    this.selected = dec;
    this.goto(dec.ply);
  }

  /**
   * The board's mark for the position after the first `ply` entries ({action, text}): the best
   * move of the decision last followed there, when it was the first decision of its entry (a later
   * one, as a Wykersham slide, was chosen in a position the move list does not show); else null.
   */
  hintAt(ply) {
    const dec = this.selected;
    if (!dec || !dec.startsEntry || dec.ply !== ply || !this.data || !this.data.current) return null;
    return { action: dec.best.action, text: dec.best.text };
  }

  /** The worst mark of the current review among the move list's entries firstPly to lastPly; null if none. */
  markOf(firstPly, lastPly) {
    if (!this.data || !this.data.current || !this.data.decisions) return null;
    let worst = -1;
    for (const d of this.data.decisions) {
      if (d.mark && d.ply >= firstPly && d.ply <= lastPly) worst = Math.max(worst, MARKS.indexOf(d.mark));
    }
    return worst < 0 ? null : MARKS[worst];
  }

  section() {
    const d = this.data;
    const busy = this.running();
    const current = d && d.status !== 'none' && d.current;
    const seconds = el('select', { id: 'review-seconds', disabled: busy,
      onchange: (e) => localStorage.setItem('ludo.reviewSeconds', e.target.value) },
      ...REVIEW_SECONDS.map((n) => el('option', { value: n, selected: n === this.seconds() },
        t('game.review.seconds', { n: new Intl.NumberFormat(language()).format(n) }))));
    const parts = [el('h3', {}, t('game.review.title')),
      el('div', { class: 'analysis-controls' },
        el('button', { type: 'button', id: 'review-run', disabled: busy, onclick: () => this.start() },
          current && d.status === 'done' ? t('game.review.again') : t('game.review.run')),
        el('label', { class: 'analysis-time' }, t('game.review.time'), ' ', seconds))];
    if (this.error) parts.push(el('p', { id: 'review-error', class: 'warning' }, this.error));
    if (!d || d.status === 'none') return el('section', { id: 'review', class: 'review' }, ...parts);
    if (!d.current) parts.push(el('p', { id: 'review-stale', class: 'muted' }, t('game.review.stale')));
    if (d.status === 'queued') {
      parts.push(el('p', { id: 'review-progress', class: 'thinking', role: 'status' }, el('span', { class: 'spinner' }),
        t('game.review.queued', { ahead: d.ahead ?? 0 })));
    } else if (d.status === 'running') {
      parts.push(el('p', { id: 'review-progress', class: 'thinking', role: 'status' }, el('span', { class: 'spinner' }),
        t('game.review.running', { done: d.done, total: d.total }),
        el('progress', { max: d.total, value: d.done })));
    } else if (d.status === 'failed' || d.status === 'stopped') {
      parts.push(el('p', { id: 'review-progress', class: 'warning' },
        t(`game.review.${d.status}`, { done: d.done, total: d.total })));
    }
    if (d.decisions && d.decisions.length) {
      parts.push(this.totals(d), this.chart(d), this.marked(d));
    }
    return el('section', { id: 'review', class: 'review' }, ...parts);
  }

  /** Each side's marks and mean loss. */
  totals(d) {
    const mean = new Intl.NumberFormat(language(), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return el('table', { id: 'review-totals', class: 'analysis-table' },
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, ''),
        ...MARKS.map((m) => el('th', { scope: 'col', class: 'num', title: t(`game.review.${markName(m)}`) }, m)),
        el('th', { scope: 'col', class: 'num', title: t('game.review.meanLostHint') }, t('game.review.meanLost')))),
      el('tbody', {}, Object.entries(d.totals).map(([side, s]) => el('tr', { dataset: { side } },
        el('th', { scope: 'row' }, el('span', { class: `swatch colour-${side}` }), ' ', this.colour(side)),
        el('td', { class: 'num inaccuracies' }, String(s.inaccuracies)),
        el('td', { class: 'num mistakes' }, String(s.mistakes)),
        el('td', { class: 'num blunders' }, String(s.blunders)),
        el('td', { class: 'num mean-lost' }, mean.format(s.meanLost))))));
  }

  /**
   * The first colour's chance of winning after each decision reviewed, a line across the game;
   * marked decisions are dots, each a link to its position.
   */
  chart(d) {
    const sides = Object.keys(d.totals);
    const first = sides[0];
    const n = Math.max(d.total, d.decisions.length);
    const w = 300;
    const h = 80;
    const x = (i) => (n <= 1 ? w / 2 : (i * w) / (n - 1));
    const y = (p) => h - p * h;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('id', 'review-chart');
    svg.setAttribute('viewBox', `-4 -4 ${w + 8} ${h + 8}`);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('game.review.chart', { colour: this.colour(first) }));
    const add = (name, attrs, parent = svg) => {
      const e = document.createElementNS(SVG, name);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
      parent.append(e);
      return e;
    };
    add('rect', { x: 0, y: 0, width: w, height: h, class: 'chart-frame' });
    add('line', { x1: 0, x2: w, y1: h / 2, y2: h / 2, class: 'chart-even' });
    const points = [];
    d.decisions.forEach((dec, i) => {
      const p = this.firstsChance(dec, first);
      if (p !== null) points.push([x(i), y(p)]);
    });
    if (points.length) add('polyline', { points: points.map((p) => p.join(',')).join(' '), class: 'chart-line' });
    d.decisions.forEach((dec, i) => {
      const p = this.firstsChance(dec, first);
      if (!dec.mark || p === null) return;
      const a = add('a', { href: '#', class: `chart-mark mark-${markName(dec.mark)}`, 'data-ply': dec.ply });
      add('circle', { cx: x(i), cy: y(p), r: 4 }, a);
      add('title', {}, a).textContent = this.describe(dec);
      a.addEventListener('click', (e) => { e.preventDefault(); this.select(dec); });
    });
    return el('div', { class: 'review-chart' }, svg,
      el('p', { class: 'muted chart-caption' }, t('game.review.chart', { colour: this.colour(first) })));
  }

  /** The first colour's chance of winning after a decision, or null where it is not known. */
  firstsChance(dec, first) {
    if (dec.win === null || dec.win === undefined) return null;
    return dec.colour === first ? dec.win : 1 - dec.win;
  }

  describe(dec) {
    return t('game.review.decision', {
      turn: dec.turn, colour: this.colour(dec.colour), played: dec.played.text + (dec.mark || ''),
      best: dec.best.text, lost: new Intl.NumberFormat(language(), { style: 'percent', maximumFractionDigits: 0 }).format(dec.lost),
    });
  }

  /** The marked decisions in the order played, each a button to its position. */
  marked(d) {
    const marked = d.decisions.filter((dec) => dec.mark);
    if (!marked.length) return el('p', { id: 'review-none', class: 'muted' }, t('game.review.noMarks'));
    return el('ul', { id: 'review-marks', class: 'review-marks' }, marked.map((dec) => el('li', {
      class: `mark-${markName(dec.mark)}`, dataset: { ply: dec.ply },
    }, el('button', { type: 'button', class: 'link', onclick: () => this.select(dec) }, this.describe(dec)))));
  }
}

// Small DOM helpers shared by the pages, and the error banner.

import { t } from './i18n.js';

/** el('button', {id:'x', onclick: f, class:'c'}, 'text', child…) */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') e.addEventListener(k.slice(2), v);
    else if (k === 'class') e.className = v;
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else if (v === true) e.setAttribute(k, '');
    else e.setAttribute(k, v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

/** svg('circle', {cx: 1, …}, child…): an SVG element, attributes as in el() (no listeners). */
export function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

/** Shows `message` in the error banner, or hides it (null). */
export function showError(message) {
  const box = document.getElementById('error');
  if (!box) return;
  if (!message) {
    box.hidden = true;
    return;
  }
  document.getElementById('error-text').textContent = message;
  box.hidden = false;
}

/** A player colour's name in the current language: the game's own word, else the shell's. */
export function colourName(game, colour) {
  for (const key of [`${game}.colour.${colour}`, `colour.${colour}`]) {
    const s = t(key);
    if (s !== key) return s;
  }
  return colour.charAt(0).toUpperCase() + colour.slice(1);
}

/** A game's display name in the current language. */
export function gameName(game, fallback) {
  const s = t(`${game}.name`);
  return s === `${game}.name` ? (fallback || game) : s;
}

/** Who sits on a seat, for people: you, a person, a free seat, or the computer. */
export function seatLabel(seat) {
  if (seat.you) return t('seat.you');
  if (seat.kind === 'person') return seat.taken ? t('seat.person') : t('seat.free');
  const m = /level=(\w+)/.exec(seat.kind);
  return m ? t('seat.computer', { level: m[1] }) : t('seat.computerSpec', { spec: seat.kind });
}

// The engine states why a game ended in English ("Red connects"); these patterns say it in the
// page's language, and anything else is shown as the engine wrote it.
const REASONS = [
  [/^(\w+) resigns$/, 'reason.resigns', (g, m) => ({ colour: colourName(g, m[1].toLowerCase()) })],
  [/^agreement$/, 'reason.agreement', () => ({})],
  [/^(\w+) connects$/, 'reason.connects', (g, m) => ({ colour: colourName(g, m[1].toLowerCase()) })],
  [/^(\w+) connects with (\w+)'s tile$/, 'reason.connectsWith',
    (g, m) => ({ colour: colourName(g, m[1].toLowerCase()), other: colourName(g, m[2].toLowerCase()) })],
  [/^neither side can connect$/, 'reason.blocked', () => ({})],
  [/^(\w+) has no legal move$/, 'reason.noMove', (g, m) => ({ colour: colourName(g, m[1].toLowerCase()) })],
  [/^turn limit reached$/, 'reason.turnLimit', () => ({})],
  [/^neither player can place$/, 'reason.noPlace', () => ({})],
  [/^a scores (\d+), b scores (\d+)$/, 'reason.scores', (g, m) => ({ a: m[1], b: m[2] })],
];

/** Why a game ended, in the current language. */
export function reasonText(game, reason) {
  for (const [re, key, params] of REASONS) {
    const m = re.exec(reason);
    if (m) return t(key, params(game, m));
  }
  return reason;
}

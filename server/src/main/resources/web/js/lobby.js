// Home: the new-game form, open games to join, games to watch, finished games to replay, and
// opening a record.

import { get, post } from './api.js';
import { t, language, onLanguageChange } from './i18n.js';
import { el, showError, colourName, gameName, seatLabel, reasonText } from './ui.js';

let meta = null;
let lists = null;
const choice = { game: null, ruleset: null, options: {}, opponent: 'computer', level: '3', seat: '0' };

export async function mount(main) {
  try {
    [meta, lists] = await Promise.all([get('/api/meta'), get('/api/games')]);
  } catch (e) {
    showError(e.message);
    return;
  }
  choice.game = meta.games[0].id;
  choice.ruleset = meta.games[0].rulesets[0].name;
  const draw = () => main.replaceChildren(view());
  draw();
  onLanguageChange(draw);
  keepListsFresh();
}

function gameMeta() {
  return meta.games.find((g) => g.id === choice.game);
}

/** Option values the chosen ruleset implies: its presets over the options' defaults. */
function rulesetValues() {
  const g = gameMeta();
  const r = g.rulesets.find((x) => x.name === choice.ruleset) || g.rulesets[0];
  const values = {};
  for (const o of g.options) values[o.name] = r.presets[o.name] ?? o.default;
  return values;
}

function view() {
  return el('div', { class: 'lobby' },
    el('p', { class: 'tagline' }, t('site.tagline')),
    el('div', { class: 'lobby-grid' },
      el('section', { class: 'card' }, el('h2', {}, t('lobby.new')), newGameForm()),
      el('section', { class: 'card', id: 'game-lists' }, ...listsContent()),
      el('section', { class: 'card' }, el('h2', {}, t('lobby.upload')), uploadForm())));
}

function listsContent() {
  return [
    el('h2', {}, t('lobby.open')), gameList(lists.open, 'open'),
    el('h2', {}, t('lobby.playing')), gameList(lists.playing, 'playing'),
    el('h2', {}, t('lobby.finished')), gameList(lists.finished, 'finished'),
  ];
}

/** The lists follow the site: read again every few seconds while the page is visible. */
function keepListsFresh() {
  setInterval(async () => {
    if (document.hidden) return;
    try {
      lists = await get('/api/games');
      document.getElementById('game-lists')?.replaceChildren(...listsContent());
    } catch (e) {
      // the next round tries again; the form is untouched
    }
  }, 5000);
}

function label(text, field) {
  return el('label', { class: 'field' }, el('span', {}, text), field);
}

function select(name, entries, value, onchange) {
  return el('select', { name, onchange: (e) => onchange(e.target.value) }, options(entries, value));
}

function options(entries, value) {
  return entries.map(([v, text]) => el('option', { value: v, selected: v === value }, text));
}

function levelEntries(levels) {
  return levels.map((l) => [String(l.level), t('lobby.level.n', { n: l.level })]);
}

// The server lists each game's levels: a level the game lacks becomes its top.
function keptLevel(levels, level) {
  return levels.some((l) => String(l.level) === level) ? level : String(levels[levels.length - 1].level);
}

function optionLabel(game, o) {
  const key = `${game}.option.${o.name}`;
  const s = t(key);
  return s === key ? o.name : s;
}

function rulesetLabel(game, r) {
  const key = `${game}.ruleset.${r.name}`;
  const s = t(key);
  return s === key ? r.name : s;
}

function newGameForm() {
  const g = gameMeta();
  const form = el('form', { id: 'new-game', onsubmit: (e) => { e.preventDefault(); create(); } });
  const redraw = () => form.replaceWith(newGameForm());
  form.append(
    label(t('lobby.game'), select('game', meta.games.map((x) => [x.id, gameName(x.id, x.displayName)]), choice.game, (v) => {
      choice.game = v;
      choice.ruleset = gameMeta().rulesets[0].name;
      choice.options = {};
      redraw();
    })),
    label(t('lobby.ruleset'), select('ruleset', g.rulesets.map((r) => [r.name, rulesetLabel(g.id, r)]), choice.ruleset, (v) => {
      choice.ruleset = v;
      choice.options = {};
      redraw();
    })),
    // The engine describes rulesets in English; other languages have the game's own label only.
    language() === 'en' ? el('p', { class: 'ruleset-description' }, (g.rulesets.find((r) => r.name === choice.ruleset) || g.rulesets[0]).description) : null);
  const values = { ...rulesetValues(), ...choice.options };
  const opts = el('details', { class: 'options' }, el('summary', {}, t('lobby.options')),
    el('p', { class: 'hint' }, t('lobby.optionsHint')));
  for (const o of g.options) {
    const name = `opt-${o.name}`;
    const set = (v) => { choice.options[o.name] = String(v); describeLevels(); };
    let field;
    if (o.kind === 'bool') {
      field = el('input', { type: 'checkbox', name, checked: values[o.name] === 'true', onchange: (e) => set(e.target.checked) });
    } else if (o.kind === 'choice') {
      field = select(name, o.choices.map((c) => [c, c]), values[o.name], set);
    } else if (o.kind === 'int') {
      field = el('input', { type: 'number', name, min: o.min, max: o.max, value: values[o.name], onchange: (e) => set(e.target.value) });
    } else {
      field = el('input', { type: 'text', name, value: values[o.name], onchange: (e) => set(e.target.value) });
    }
    opts.append(el('label', { class: 'field', title: o.description }, el('span', {}, optionLabel(g.id, o)), field));
  }
  form.append(opts);
  form.append(label(t('lobby.opponent'), select('opponent', [
    ['computer', t('lobby.opponent.computer')], ['invite', t('lobby.opponent.invite')], ['local', t('lobby.opponent.local')],
  ], choice.opponent, (v) => { choice.opponent = v; redraw(); })));
  choice.level = keptLevel(g.levels, choice.level);
  // The meta describes the default board; the server describes the set-up chosen (a board size
  // may choose another row of levels) and the tooltip follows it and the level.
  let described = g.levels;
  const showLevel = () => {
    levels.title = described.find((l) => String(l.level) === choice.level)?.description || '';
  };
  const levels = select('level', levelEntries(g.levels), choice.level, (v) => { choice.level = v; showLevel(); });
  let asked = 0;
  const describeLevels = async () => {
    const question = ++asked;
    let answer;
    try {
      answer = (await get(`/api/levels?spec=${encodeURIComponent(chosenSpec())}`)).levels;
    } catch {
      answer = g.levels; // an option still being typed: the default board's descriptions
    }
    if (question !== asked) return; // a later change asked again: its answer counts
    described = answer;
    showLevel();
  };
  showLevel();
  describeLevels();
  const levelField = label(t('lobby.level'), levels);
  levelField.hidden = choice.opponent !== 'computer';
  form.append(levelField);
  const seatField = label(t('lobby.seat'), select('seat', [
    ['0', t('lobby.seat.first', { colour: colourName(g.id, g.players[0]) })],
    ['1', t('lobby.seat.second', { colour: colourName(g.id, g.players[1]) })],
  ], choice.seat, (v) => { choice.seat = v; }));
  seatField.hidden = choice.opponent === 'local';
  form.append(seatField);
  form.append(el('div', { class: 'actions' },
    el('button', { type: 'submit', class: 'primary', id: 'create' }, t('lobby.create')),
    el('a', { href: `/rules/${g.id}`, class: 'rules-link' }, t('lobby.rules'))));
  return form;
}

/** The chosen game as a spec, e.g. twixt(ruleset=t1,width=12). */
function chosenSpec() {
  const options = Object.entries(changedOptions()).map(([k, v]) => `,${k}=${v}`).join('');
  return `${choice.game}(ruleset=${choice.ruleset}${options})`;
}

/** Only the options that differ from the ruleset's values are sent: the spec stays short. */
function changedOptions() {
  const base = rulesetValues();
  const out = {};
  for (const [k, v] of Object.entries(choice.options)) if (base[k] !== v) out[k] = v;
  return out;
}

async function create() {
  showError(null);
  const body = { game: choice.game, ruleset: choice.ruleset, options: changedOptions(), opponent: choice.opponent };
  if (choice.opponent === 'computer') body.level = choice.level;
  if (choice.opponent !== 'local') body.seat = Number(choice.seat);
  try {
    const r = await post('/api/games', body);
    location.assign(r.url);
  } catch (e) {
    showError(e.message);
  }
}

function gameList(list, status) {
  if (!list.length) return el('p', { class: 'none' }, t('lobby.none'));
  return el('ul', { class: 'games', dataset: { list: status } }, list.map((s) => {
    const seats = s.seats.map((x) => seatLabel(x)).join(' – ');
    const action = status === 'open' ? t('lobby.join') : status === 'playing' ? t('lobby.watch') : t('lobby.replay');
    const href = status === 'open' ? `/join/${s.id}` : `/game/${s.id}`;
    return el('li', { dataset: { game: s.id } },
      el('a', { href }, `${gameName(s.game, s.displayName)} · ${action}`),
      el('span', { class: 'muted' }, ` ${settings(s)} · ${seats}`,
        s.result ? ` · ${s.result}${s.reason ? ` (${reasonText(s.game, s.reason)})` : ''}` : ''));
  }));
}

/** A game's rules in a few words: the ruleset's label and the options set beside it. */
function settings(summary) {
  const m = /^\w+\((.*)\)$/.exec(summary.spec);
  const parts = [];
  let ruleset = null;
  for (const kv of m ? m[1].split(',') : []) {
    const [k, v] = kv.split('=');
    if (k === 'ruleset') ruleset = v;
    else parts.push(`${k}=${v}`);
  }
  if (ruleset) {
    const key = `${summary.game}.ruleset.${ruleset}`;
    parts.unshift(t(key) === key ? ruleset : t(key));
  }
  return parts.join(', ');
}

function uploadForm() {
  const state = { text: '', filename: null, mode: 'review', game: choice.game, opponent: 'computer', level: choice.level };
  const form = el('form', { id: 'upload', onsubmit: async (e) => {
    e.preventDefault();
    if (!state.text.trim()) {
      showError(t('lobby.upload.empty'));
      return;
    }
    const body = { game: state.game, record: state.text, mode: state.mode };
    if (state.filename) body.filename = state.filename;
    if (state.mode === 'continue') {
      body.opponent = state.opponent;
      if (state.opponent === 'computer') body.level = state.level;
    }
    try {
      const r = await post('/api/records', body);
      location.assign(r.url);
    } catch (err) {
      showError(err.message);
    }
  } });
  // Playing on from a record: against whom.
  const levelSelect = el('select', { name: 'upload-level', onchange: (e) => { state.level = e.target.value; } });
  // The level list follows the record's game.
  const fillLevels = () => {
    const levels = meta.games.find((x) => x.id === state.game).levels;
    state.level = keptLevel(levels, state.level);
    levelSelect.replaceChildren(...options(levelEntries(levels), state.level));
  };
  fillLevels();
  const levelField = label(t('lobby.level'), levelSelect);
  const againstField = label(t('lobby.opponent'), select('upload-opponent', [
    ['computer', t('lobby.opponent.computer')], ['invite', t('lobby.opponent.invite')], ['local', t('lobby.opponent.local')],
  ], state.opponent, (v) => { state.opponent = v; levelField.hidden = v !== 'computer'; }));
  againstField.hidden = true;
  levelField.hidden = true;
  const text = el('textarea', { name: 'record', rows: 5, oninput: (e) => { state.text = e.target.value; } });
  form.append(
    label(t('lobby.game'), select('upload-game', meta.games.map((x) => [x.id, gameName(x.id, x.displayName)]), state.game,
      (v) => { state.game = v; fillLevels(); })),
    label(t('lobby.upload.file'), el('input', { type: 'file', name: 'file', onchange: async (e) => {
      const f = e.target.files[0];
      if (!f) return;
      state.filename = f.name;
      state.text = await f.text();
      text.value = state.text;
    } })),
    label(t('lobby.upload.text'), text),
    label(t('lobby.upload.mode'), select('mode', [['review', t('lobby.upload.review')], ['continue', t('lobby.upload.continue')]],
      state.mode, (v) => { state.mode = v; againstField.hidden = v !== 'continue'; levelField.hidden = v !== 'continue' || state.opponent !== 'computer'; })),
    againstField, levelField,
    el('div', { class: 'actions' }, el('button', { type: 'submit', id: 'open-record' }, t('lobby.upload.submit'))));
  return form;
}

// "Play on from here": a new game from the position on the board, against the computer, by
// invitation or on one screen; the game it comes from stays as it is. Shown where the computer
// may analyse the game (never during a game between people).

import { get, post } from './api.js';
import { t } from './i18n.js';
import { el, showError } from './ui.js';

const OPPONENTS = ['computer', 'invite', 'local'];

export class ContinuePanel {
  /**
   * `gameId` and `spec` name the game; `hooks.shownPly()` is the ply of the move list's position
   * on the board, `hooks.lineShown()` whether the board shows a line of the analysis from there
   * instead (a new game starts from the move list's position all the same), `hooks.changed()`
   * redraws the side panel (once the levels have come).
   */
  constructor(gameId, spec, hooks) {
    this.gameId = gameId;
    this.spec = spec;
    this.hooks = hooks;
    this.levels = null; // the computer's levels for this game's board, asked once
    this.busy = false;
  }

  opponent() {
    const kept = localStorage.getItem('ludo.continueOpponent');
    return OPPONENTS.includes(kept) ? kept : 'computer';
  }

  /** The level last chosen here if this game has it, else 3, else its top. */
  level() {
    const levels = this.levels || [];
    const has = (l) => levels.some((x) => String(x.level) === l);
    const kept = localStorage.getItem('ludo.continueLevel');
    if (kept && has(kept)) return kept;
    return has('3') || !levels.length ? '3' : String(levels[levels.length - 1].level);
  }

  async loadLevels() {
    if (this.levels) return;
    this.levels = [];
    try {
      this.levels = (await get(`/api/levels?spec=${encodeURIComponent(this.spec)}`)).levels;
    } catch (e) {
      showError(e.message);
    }
    this.hooks.changed();
  }

  section() {
    if (!this.levels) this.loadLevels();
    const level = this.level();
    const describe = (n) => (this.levels || []).find((l) => String(l.level) === n)?.description || null;
    const levelSelect = el('select', { id: 'continue-level', title: describe(level),
      onchange: (e) => {
        localStorage.setItem('ludo.continueLevel', e.target.value);
        e.target.title = describe(e.target.value) || '';
      } },
      ...(this.levels || []).map((l) => el('option', { value: l.level, selected: String(l.level) === level }, t('lobby.level.n', { n: l.level }))));
    const levelField = el('label', {}, t('lobby.level'), ' ', levelSelect);
    const opponentSelect = el('select', { id: 'continue-opponent',
      onchange: (e) => {
        localStorage.setItem('ludo.continueOpponent', e.target.value);
        levelField.hidden = e.target.value !== 'computer';
      } },
      ...OPPONENTS.map((o) => el('option', { value: o, selected: o === this.opponent() }, t(`lobby.opponent.${o}`))));
    levelField.hidden = this.opponent() !== 'computer';
    return el('section', { id: 'continue', class: 'continue' },
      el('h2', {}, t('game.continue.title')),
      el('p', { class: 'muted', id: 'continue-note' }, t(this.hooks.lineShown() ? 'game.continue.noteLine' : 'game.continue.note')),
      el('div', { class: 'continue-controls' },
        el('label', {}, t('lobby.opponent'), ' ', opponentSelect),
        levelField,
        el('button', { type: 'button', id: 'continue-play', disabled: this.busy,
          onclick: () => this.playOn(this.hooks.shownPly(), opponentSelect.value, levelSelect.value) },
        t('game.continue.play'))));
  }

  /** Makes the new game (the side to move there is ours) and opens it. */
  async playOn(ply, opponent, level) {
    this.busy = true;
    this.hooks.changed();
    try {
      const body = { ply, opponent };
      if (opponent === 'computer') body.level = level;
      const made = await post(`/api/games/${this.gameId}/continue`, body);
      location.assign(made.url);
    } catch (e) {
      showError(e.message);
      this.busy = false;
      this.hooks.changed();
    }
  }
}

// The game page: board, players, whose turn, controls (resign, draw, takeback), offers, move
// list with replay, computer analysis of the position shown, record downloads; live over the
// game's WebSocket.

import { get, post, follow, ApiError } from './api.js';
import { t, addMessages, onLanguageChange, language } from './i18n.js';
import { el, showError, colourName, gameName, seatLabel, reasonText } from './ui.js';
import { ReviewPanel, markName } from './review.js';
import { ContinuePanel } from './continue.js';

/** The thinking times an analysis offers, in seconds (the server allows 0.1 to 10). */
const ANALYSIS_SECONDS = [1, 3, 10];

/** Names the position after the first `ply` entries of a move list: its ply and the entry that led there (a takeback and a new move give another). */
function keyAt(moves, ply) {
  const last = ply > 0 ? moves[ply - 1] : null;
  return `${ply}:${last ? last.seq : ''}`;
}

/** /join/ID: take the free seat (or just open the game if there is none for us), then the game page. */
export async function mountJoin(main, id) {
  try {
    const v = await get(`/api/games/${id}`);
    const mine = v.seats.some((s) => s.you);
    const free = v.seats.some((s) => !s.taken);
    if (!mine && free && v.status === 'open') {
      await post(`/api/games/${id}/join`);
    }
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 409) {
      showError(e.message);
      main.replaceChildren(el('p', {}, t('game.notFound')));
      return;
    }
  }
  history.replaceState(null, '', `/game/${id}`);
  await mount(main, id);
}

export async function mount(main, id) {
  let first;
  try {
    first = await get(`/api/games/${id}`);
  } catch (e) {
    showError(e.message);
    main.replaceChildren(el('p', {}, t('game.notFound')));
    return;
  }
  const [boardModule, strings] = await Promise.all([
    import(`/games/${first.game}/board.js`),
    import(`/games/${first.game}/i18n.js`).catch(() => ({ default: {} })),
  ]);
  addMessages(strings.default);
  new GamePage(main, first, boardModule).start();
}

class GamePage {
  constructor(main, view, boardModule) {
    this.main = main;
    this.view = view;
    this.replayPly = null; // null: the live position; else the ply shown
    // The computer's analysis of one position: {key, ply, pending, data, error}, or null. Kept
    // here because the side panel is redrawn on every update; dropped when another position shows.
    this.analysis = null;
    // positionKey() of the position the board shows (a replayed one arrives after a request):
    // the analysis is marked on the board only when it belongs to that position.
    this.boardKey = null;
    this.thinking = view.thinking;
    this.connected = true;
    // The computer's review of the whole game: read once the game may be analysed.
    this.review = new ReviewPanel(view.id, {
      colour: (c) => this.colour(c),
      goto: (ply) => {
        this.goto(ply);
        this.revealBoard();
      },
      changed: () => this.renderSide(),
      alive: () => this.boardEl.isConnected,
    });
    this.reviewRead = false;
    // A new game from the position shown, where the game may be analysed.
    this.continuation = new ContinuePanel(view.id, view.spec, {
      shownPly: () => this.shownPly(), lineShown: () => this.lineShown() !== null, changed: () => this.renderSide(),
    });
    this.boardEl = el('div', { id: 'board', class: `board board-${view.game}` });
    this.confirmEl = el('div', { id: 'confirm-move', class: 'confirm-move', role: 'dialog' });
    this.confirmEl.hidden = true;
    this.side = el('aside', { class: 'side' });
    main.replaceChildren(el('div', { class: 'game-page' },
      el('div', { class: 'board-area' }, this.confirmEl, this.boardEl), this.side));
    const game = { game: view.game, ruleset: view.ruleset, options: view.options };
    this.board = boardModule.createBoard(this.boardEl, {
      t,
      game,
      submit: (turn) => this.submit(turn),
      legalAfter: (actions) => get(`/api/games/${this.view.id}/legal?after=${actions.join(',')}`),
      error: (message) => showError(message),
    });
  }

  start() {
    this.render();
    this.connect();
    onLanguageChange(() => this.render());
    document.addEventListener('keydown', (e) => {
      if (e.target.closest('input, textarea, select')) return;
      if (e.key === 'ArrowLeft') this.step(-1);
      else if (e.key === 'ArrowRight') this.step(1);
      else if (e.key === 'Home') this.goto(0);
      else if (e.key === 'End') this.goto(null);
      else if (e.key === 'Escape' && this.lineShown()) this.showLine(this.analysis.data, null);
      else return;
      e.preventDefault();
    });
  }

  /**
   * Follows the game over its socket. The server reads our seats when the socket opens (only the
   * seat to move gets the legal list), so taking a seat opens it again.
   */
  connect() {
    if (this.socket) this.socket.close();
    const socket = follow(this.view.id, (msg) => this.onMessage(msg), (status) => {
      if (this.socket !== socket) return; // a socket closed for a newer one
      this.connected = status === 'open';
      this.renderSide();
    });
    this.socket = socket;
  }

  onMessage(msg) {
    if (msg.type === 'state' || msg.type === 'update') {
      // The socket's views carry no seats of ours: keep "you" from the page's own view.
      this.accept(msg.game, msg.type === 'state', msg.events);
    } else if (msg.type === 'thinking') {
      this.thinking = true;
      this.renderSide();
    } else if (msg.type === 'error') {
      showError(msg.error);
    }
  }

  /**
   * Takes a newer view (never an older one: the POST answer and the socket race). A socket
   * update has no move list: its events extend ours (a takeback cuts it), and if that does not
   * add up, the whole game is asked for again.
   */
  accept(v, whole, events = null) {
    const old = this.view;
    // Compared as instants: the ISO text drops a zero fraction ("…:50Z" sorts after "…:50.2Z").
    const vAt = Date.parse(v.updated);
    const oldAt = Date.parse(old.updated);
    if (!whole && (vAt < oldAt || (vAt === oldAt && v.ply < old.ply))) return;
    if (!v.moves) {
      const moves = old.moves.slice();
      for (const e of events || []) {
        if (e.kind === 'move' || e.kind === 'forced' || e.kind === 'roll') moves.push(e);
        else if (e.kind === 'takeback') moves.length = Math.min(moves.length, e.ply);
      }
      if (moves.length !== v.ply) {
        this.socket.send('state');
        return;
      }
      v.moves = moves;
    }
    if (!v.seats.some((s) => s.you) && old.seats.some((s) => s.you)) {
      v.seats = v.seats.map((s, i) => ({ ...s, you: old.seats[i].you }));
    }
    this.view = v;
    this.thinking = v.thinking;
    // The game moved on (or back): the server says whether its review still covers it.
    if (this.reviewRead && keyAt(old.moves, old.moves.length) !== keyAt(v.moves, v.moves.length)) this.review.load();
    if (this.replayPly !== null && this.replayPly > v.ply) this.replayPly = null;
    this.render();
  }

  mySeats() {
    return this.view.seats.filter((s) => s.you).map((s) => s.seat);
  }

  live() {
    return this.view.status === 'playing' || this.view.status === 'open';
  }

  /** Whether a move waits for a second tap: the player's choice, by default on touch screens. */
  confirmMoves() {
    const saved = localStorage.getItem('ludo.confirmMoves');
    return saved === null ? window.matchMedia('(pointer: coarse)').matches : saved === 'true';
  }

  /** Shows the move and waits for Play (resolves) or Cancel (rejects; nothing is sent). */
  confirm(turn) {
    const text = turn.move
      ?? (turn.actions.length === 1 && this.view.legal.find((l) => l.action === turn.actions[0])?.text)
      ?? null;
    return new Promise((resolve, reject) => {
      const done = (ok) => {
        this.confirmEl.hidden = true;
        this.confirmEl.replaceChildren();
        if (ok) resolve(); else reject(new Error('cancelled'));
      };
      this.confirmEl.replaceChildren(
        el('span', {}, text ? t('game.confirm.askMove', { move: text }) : t('game.confirm.askTurn')),
        el('button', { type: 'button', id: 'confirm-yes', class: 'primary', onclick: () => done(true) }, t('game.confirm.play')),
        el('button', { type: 'button', id: 'confirm-no', onclick: () => done(false) }, t('game.confirm.cancel')));
      this.confirmEl.hidden = false;
      this.confirmEl.querySelector('#confirm-yes').focus();
    });
  }

  async submit(turn) {
    showError(null);
    if (this.confirmMoves()) {
      try {
        await this.confirm(turn);
      } catch (e) {
        this.renderBoard();
        throw e;
      }
    }
    try {
      const v = await post(`/api/games/${this.view.id}/moves`, { ply: this.view.ply, ...turn });
      this.accept(v, false);
      return v;
    } catch (e) {
      showError(e.message);
      this.renderBoard();
      throw e;
    }
  }

  /** Asks for the rematch (or takes the one offered, or goes back to it) and opens it. */
  async rematch() {
    showError(null);
    try {
      const made = await post(`/api/games/${this.view.id}/rematch`);
      location.assign(made.url);
    } catch (e) {
      showError(e.message);
    }
  }

  async act(path, confirmText) {
    if (confirmText && !window.confirm(confirmText)) return;
    showError(null);
    try {
      const v = await post(`/api/games/${this.view.id}/${path}`);
      this.accept(v, false);
    } catch (e) {
      showError(e.message);
    }
  }

  render() {
    this.renderBoard();
    this.renderSide();
  }

  async renderBoard() {
    const v = this.view;
    const line = this.lineShown();
    if (line) {
      await this.renderLine(line);
      return;
    }
    if (this.replayPly === null || this.replayPly === v.ply) {
      const mine = this.mySeats();
      const interactive = this.live() && v.toMove !== null && mine.includes(v.toMove.seat) && !this.thinking;
      this.boardEl.classList.toggle('interactive', interactive);
      this.boardKey = this.positionKey();
      this.board.show({ board: v.board, lastMove: v.lastMove, legal: interactive ? v.legal : [], interactive, toMove: v.toMove, view: v,
        hint: this.hint() });
      return;
    }
    const ply = this.replayPly;
    // Another position is on its way: the mark of the one still drawn goes now, with its result.
    if (this.boardKey !== this.positionKey()) this.markBoard();
    try {
      const p = await get(`/api/games/${v.id}/position?ply=${ply}`);
      if (this.replayPly !== ply) return;
      this.boardEl.classList.remove('interactive');
      this.boardKey = this.positionKey();
      this.board.show({ board: p.board, lastMove: p.lastMove, legal: [], interactive: false, toMove: null, view: null,
        hint: this.hint() });
    } catch (e) {
      showError(e.message);
    }
  }

  /** Draws the position after the analysis's best line up to the step chosen (asked of the server once, then kept). */
  async renderLine(a) {
    const step = a.lineStep;
    const key = `${a.key}#${step}`;
    const d = a.data;
    const played = d.pv.slice(0, step + 1);
    a.lineBoards = a.lineBoards || [];
    if (!a.lineBoards[step]) {
      try {
        a.lineBoards[step] = await get(`/api/games/${this.view.id}/position?ply=${d.analysedPly}&line=${played.map((m) => m.action).join(',')}`);
      } catch (e) {
        showError(e.message);
        return;
      }
      if (this.lineShown() !== a || a.lineStep !== step) return;
    }
    this.boardEl.classList.remove('interactive');
    this.boardKey = key;
    // The line's moves so far are its "last move": the board rings the last peg, or every marble and slide of a Wykersham turn.
    const lastMove = { kind: 'move', text: played[played.length - 1].text, actions: played.map((m) => m.action) };
    this.board.show({ board: a.lineBoards[step].board, lastMove, legal: [], interactive: false, toMove: null, view: null,
      hint: this.hint() });
  }

  goto(ply) {
    const n = this.view.ply;
    this.replayPly = ply === null || ply >= n ? null : Math.max(0, ply);
    this.render();
  }

  /** Brings the board into view when it is out of it (on a phone the side panel is below it). */
  revealBoard() {
    const r = this.boardEl.getBoundingClientRect();
    if (r.bottom < 0 || r.top > window.innerHeight) this.boardEl.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  step(d) {
    const cur = this.replayPly === null ? this.view.ply : this.replayPly;
    this.goto(cur + d);
  }

  colour(c) {
    return colourName(this.view.game, c);
  }

  statusText() {
    const v = this.view;
    if (v.result) {
      const r = v.result;
      const head = r.winnerColour ? t('game.result.win', { colour: this.colour(r.winnerColour) }) : t('game.result.draw');
      const reason = reasonText(v.game, r.reason);
      return `${head} ${t('game.reason', { reason })}`;
    }
    if (v.status === 'review') return '';
    if (!v.toMove) return '';
    const colour = this.colour(v.toMove.colour);
    const seat = v.seats[v.toMove.seat];
    if (this.thinking && seat.kind !== 'person') return t('game.waitComputer');
    if (seat.you) return this.mySeats().length === 2 ? t('game.toMove', { colour }) : t('game.yourTurn', { colour });
    return t('game.waitOpponent', { colour });
  }

  renderSide() {
    const v = this.view;
    const mine = this.mySeats();
    const seated = mine.length > 0;
    const live = this.live();
    const vsComputer = v.mode === 'computer';
    const parts = [];

    parts.push(el('h1', {}, el('a', { href: `/rules/${v.game}`, title: t('game.rulesLink', { game: gameName(v.game, v.displayName) }) },
      gameName(v.game, v.displayName)), el('span', { class: 'muted spec' }, ` ${v.ruleset}`)));
    parts.push(el('ul', { class: 'players' }, v.seats.map((s) => el('li', {
      class: `player colour-${s.colour}${v.toMove && v.toMove.seat === s.seat && live ? ' to-move' : ''}`,
      dataset: { seat: s.seat },
    }, el('span', { class: `swatch colour-${s.colour}` }), el('strong', {}, this.colour(s.colour)),
      v.status === 'review' ? null : ` ${seatLabel(s)}`))));

    parts.push(el('p', { id: 'status', class: v.result ? 'status over' : 'status', 'aria-live': 'polite' }, this.statusText()));
    const thinking = el('p', { id: 'thinking', class: 'thinking' }, el('span', { class: 'spinner' }), t('game.waitComputer'));
    thinking.hidden = !(this.thinking && live);
    parts.push(thinking);
    if (!this.connected) parts.push(el('p', { class: 'warning' }, t('game.connection.lost')));
    if (v.status === 'review') parts.push(el('p', { class: 'muted', id: 'review-note' }, t('game.review')));
    if (!seated && v.status !== 'review') parts.push(el('p', { class: 'muted', id: 'spectator' }, t('game.spectator')));

    if (v.status === 'open' && seated) {
      const link = `${location.origin}/join/${v.id}`;
      const copy = el('button', { type: 'button', id: 'copy-invite', onclick: async () => {
        try { await navigator.clipboard.writeText(link); copy.textContent = t('game.copied'); } catch (e) { /* selection stays */ }
      } }, t('game.copy'));
      parts.push(el('div', { class: 'invite' }, el('p', {}, t('game.waitJoin')),
        el('input', { id: 'invite-link', readonly: true, value: link, onfocus: (e) => e.target.select() }), copy));
    }
    if (v.status === 'open' && !seated && v.seats.some((s) => !s.taken)) {
      parts.push(el('button', { type: 'button', id: 'join', class: 'primary', onclick: async () => {
        try {
          await post(`/api/games/${v.id}/join`);
          this.accept(await get(`/api/games/${v.id}`), true);
          this.connect();
        } catch (e) { showError(e.message); }
      } }, t('game.join')));
    }

    // Offers waiting for an answer.
    const offers = el('div', { id: 'offers' });
    const by = (seat) => this.colour(v.seats[seat].colour);
    if (live && v.offers.draw !== null) {
      if (mine.includes(v.offers.draw) && mine.length === 1) offers.append(el('p', {}, t('game.drawOffered')));
      else if (seated) {
        offers.append(el('p', {}, t('game.drawOfferedBy', { colour: by(v.offers.draw) })),
          el('button', { type: 'button', id: 'accept-draw', onclick: () => this.act('draw/accept') }, t('game.acceptDraw')),
          el('button', { type: 'button', id: 'decline', onclick: () => this.act('decline') }, t('game.decline')));
      } else offers.append(el('p', {}, t('game.drawOfferedBy', { colour: by(v.offers.draw) })));
    }
    if (live && v.offers.takeback !== null) {
      if (mine.includes(v.offers.takeback) && mine.length === 1) offers.append(el('p', {}, t('game.takebackOffered')));
      else if (seated) {
        offers.append(el('p', {}, t('game.takebackOfferedBy', { colour: by(v.offers.takeback) })),
          el('button', { type: 'button', id: 'accept-takeback', onclick: () => this.act('takeback/accept') }, t('game.acceptTakeback')),
          el('button', { type: 'button', id: 'decline', onclick: () => this.act('decline') }, t('game.decline')));
      } else offers.append(el('p', {}, t('game.takebackOfferedBy', { colour: by(v.offers.takeback) })));
    }
    parts.push(offers);

    if (seated && live) {
      const controls = el('div', { class: 'controls' });
      controls.append(el('button', { type: 'button', id: 'resign', onclick: () => this.act('resign', t('game.resign.confirm')) }, t('game.resign')));
      if (v.drawsOffered && !vsComputer) {
        controls.append(el('button', { type: 'button', id: 'offer-draw', onclick: () => this.act('draw') }, t('game.offerDraw')));
      }
      const canTakeBack = v.moves.some((m) => m.kind === 'move' && mine.includes(m.seat));
      if (canTakeBack) {
        const direct = vsComputer || mine.length === 2;
        controls.append(el('button', { type: 'button', id: 'takeback', onclick: () => this.act('takeback') },
          direct ? t('game.takeback') : t('game.askTakeback')));
      }
      parts.push(controls);
    }

    // Once it is over: a rematch with the seats exchanged, asked by one player and taken by the other.
    if (seated && v.result && v.status !== 'review') {
      const r = v.rematch ?? null;
      // Ours to go to: asked by us, or taken (against the computer and on one screen at once).
      const ours = r !== null && (r.accepted || mine.includes(r.by));
      const note = r === null ? null
        : ours ? (r.accepted ? null : t('game.rematch.offered'))
          : t('game.rematch.offeredBy', { colour: by(r.by) });
      parts.push(el('div', { class: 'controls rematch' },
        note ? el('p', { id: 'rematch-note' }, note) : null,
        el('button', { type: 'button', id: 'rematch', class: r !== null && !ours ? 'primary' : null, onclick: () => this.rematch() },
          r === null ? t('game.rematch') : ours ? t('game.rematch.open') : t('game.rematch.accept'))));
    }

    if (seated && live) {
      parts.push(el('label', { class: 'confirm-setting' },
        el('input', { type: 'checkbox', id: 'confirm-moves', checked: this.confirmMoves(), onchange: (e) => {
          localStorage.setItem('ludo.confirmMoves', String(e.target.checked));
        } }), ' ', t('game.confirm.setting')));
    }
    parts.push(this.moveList());
    // The server says whether the computer may analyse this game (not during one between people).
    if (this.view.analysisOpen) {
      parts.push(this.analysisSection(), this.continuation.section());
      if (!this.reviewRead) {
        this.reviewRead = true;
        this.review.load();
      }
    } else this.analysis = null;
    parts.push(el('div', { class: 'records' }, el('h2', {}, t('game.records')),
      el('p', {}, v.recordFormats.map((f) => el('a', {
        href: `/api/games/${v.id}/record?format=${f}`, download: '', class: 'record', dataset: { format: f },
      }, f)))));
    parts.push(el('details', { class: 'ascii' }, el('summary', {}, t('game.position')), el('pre', {}, v.position)));
    this.side.replaceChildren(...parts);
  }

  /** The ply of the position on the board: the one replayed, else the live one. */
  shownPly() {
    return this.replayPly === null ? this.view.ply : this.replayPly;
  }

  /** Names the position shown: its ply and the move list's entry that led to it (a takeback and a new move give another). */
  positionKey() {
    return keyAt(this.view.moves, this.shownPly());
  }


  /**
   * Shows on the board the position after the analysis's best line up to its move `step` (null,
   * or the move already shown: the position analysed again). Nothing is played.
   */
  showLine(d, step) {
    const a = this.analysis;
    if (!a || a.data !== d) return;
    const was = a.lineStep ?? null;
    a.lineStep = step === was ? null : step;
    this.renderSide();
    this.renderBoard();
    if (a.lineStep !== null) this.revealBoard();
    // The side panel is drawn anew: the keyboard stays on the move of the line it was on.
    const focus = this.side.querySelector(`#analysis-pv .pv-move[data-step="${a.lineStep ?? was ?? 0}"]`);
    if (focus) focus.focus({ preventScroll: true });
  }

  /** The analysis whose best line the board shows a step of, while it belongs to the position shown; else null. */
  lineShown() {
    const a = this.analysis;
    if (!a || !a.data || a.lineStep === null || a.lineStep === undefined || a.key !== this.positionKey()) return null;
    return a;
  }

  /**
   * The move to mark on the board ({action, text}) in the position shown, once it is drawn: the
   * analysis's candidate (the row hovered or focused in its table, else the best) where the
   * analysis belongs to that position, else the review's best of the decision followed there.
   */
  hint() {
    const line = this.lineShown();
    if (line) {
      const next = line.data.pv[line.lineStep + 1];
      return next && this.boardKey === `${line.key}#${line.lineStep}` ? { action: next.action, text: next.text } : null;
    }
    if (this.boardKey !== this.positionKey()) return null;
    const a = this.analysis;
    if (a && a.data && a.key === this.boardKey) {
      const c = a.data.candidates || [];
      const pick = c[a.hover ?? 0] || c[0];
      if (pick) return { action: pick.action, text: pick.text };
    }
    return this.review.hintAt(this.shownPly());
  }

  /** Marks hint() on the board as it is drawn (the board's own hint() redraws only the mark). */
  markBoard() {
    if (this.board.hint) this.board.hint(this.hint());
  }

  /** Asks the server to analyse the position shown; the answer is kept for that position only. */
  async analyse() {
    const key = this.positionKey();
    const ply = this.shownPly();
    const job = { key, ply, pending: true, data: null, error: null };
    this.analysis = job;
    this.renderSide();
    try {
      job.data = await get(`/api/games/${this.view.id}/analysis?ply=${ply}&seconds=${this.analysisSeconds()}`);
    } catch (e) {
      job.error = e.message;
    }
    job.pending = false;
    if (this.analysis === job) {
      this.renderSide();
      this.markBoard();
    }
  }

  /** The analysis's thinking time in seconds, as last chosen on this browser (one of ANALYSIS_SECONDS). */
  analysisSeconds() {
    const kept = Number(localStorage.getItem('ludo.analysisSeconds'));
    return ANALYSIS_SECONDS.includes(kept) ? kept : ANALYSIS_SECONDS[0];
  }

  analysisSection() {
    if (this.analysis && this.analysis.key !== this.positionKey()) this.analysis = null;
    const a = this.analysis;
    if (a && a.hover != null) {
      // The table is drawn anew: no row is under the pointer until it moves again.
      a.hover = null;
      this.markBoard();
    }
    const pending = !!(a && a.pending);
    const chosen = this.analysisSeconds();
    const seconds = el('select', { id: 'analysis-seconds', disabled: pending,
      onchange: (e) => localStorage.setItem('ludo.analysisSeconds', e.target.value) },
      ...ANALYSIS_SECONDS.map((n) => el('option', { value: n, selected: n === chosen }, t('game.analysis.seconds', { n }))));
    const parts = [el('h2', {}, t('game.analysis.title')),
      el('div', { class: 'analysis-controls' },
        el('button', { type: 'button', id: 'analyse', disabled: pending, onclick: () => this.analyse() }, t('game.analysis.run')),
        el('label', { class: 'analysis-time' }, t('game.analysis.time'), ' ', seconds))];
    if (pending) {
      parts.push(el('p', { id: 'analysis-thinking', class: 'thinking' }, el('span', { class: 'spinner' }), t('game.analysis.thinking')));
    }
    if (a && a.error) parts.push(el('p', { id: 'analysis-error', class: 'warning' }, a.error));
    if (a && a.data) parts.push(...this.analysisResult(a.data));
    return el('section', { id: 'analysis', class: 'analysis' },
      el('div', { 'aria-live': 'polite' }, ...parts), this.review.section());
  }

  analysisResult(d) {
    const lang = language();
    const percent = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const count = new Intl.NumberFormat(lang);
    const secs = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const out = [];
    if (d.roll) out.push(el('p', { id: 'analysis-roll' }, t('game.analysis.afterRoll', { roll: d.roll })));
    const colour = d.toMove ? this.colour(d.toMove.colour) : '';
    // Hovering or focusing a row marks its move on the board instead of the best one.
    const hover = (i) => {
      if (!this.analysis || this.analysis.data !== d) return;
      this.analysis.hover = i;
      this.markBoard();
    };
    const marbles = new Intl.NumberFormat(lang, { signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const rate = (r) => (r === null || r === undefined ? '–' : percent.format(r));
    // A game scored in points (Wykersham) also shows how far ahead each move ends, on average.
    const withMargin = d.candidates.some((c) => c.margin !== null && c.margin !== undefined);
    const rows = d.candidates.map((c, i) => el('tr', {
      class: i === 0 ? 'best' : null, dataset: { action: c.action }, tabindex: '0',
      onmouseenter: () => hover(i), onmouseleave: () => hover(null), onfocus: () => hover(i), onblur: () => hover(null),
    },
      el('td', { class: 'move-text' }, c.text),
      el('td', { class: 'num win-rate' }, rate(c.winRate)),
      withMargin ? el('td', { class: 'num margin' }, c.margin === null || c.margin === undefined ? '–' : marbles.format(c.margin)) : null,
      el('td', { class: 'num visits' }, d.exact ? t('game.analysis.exact') : count.format(c.visits))));
    out.push(el('table', { id: 'analysis-candidates', class: 'analysis-table' },
      el('thead', {}, el('tr', {},
        el('th', { scope: 'col' }, t('game.analysis.move')),
        el('th', { scope: 'col', class: 'num' }, t('game.analysis.winRate', { colour })),
        withMargin ? el('th', { scope: 'col', class: 'num', title: t('game.analysis.marginHint') }, t('game.analysis.margin', { colour })) : null,
        el('th', { scope: 'col', class: 'num' }, t('game.analysis.visits')))),
      el('tbody', {}, rows)));
    if (d.pv && d.pv.length) {
      // Each move of the line shows the position after it on the board (again: the game's position).
      const step = this.analysis && this.analysis.data === d ? this.analysis.lineStep : null;
      const moves = d.pv.flatMap((m, i) => [i ? ' ' : null, el('button', {
        type: 'button', class: i === step ? 'pv-move shown' : 'pv-move', dataset: { step: i },
        'aria-pressed': String(i === step), onclick: () => this.showLine(d, i),
      }, m.text)]);
      out.push(el('p', { class: 'analysis-line' }, t('game.analysis.line'), ' ', el('span', { id: 'analysis-pv' }, moves)));
      if (step !== null && step !== undefined) {
        out.push(el('p', { id: 'analysis-pv-shown', class: 'analysis-line muted' },
          t('game.analysis.lineShown', { move: d.pv[step].text, n: step + 1, total: d.pv.length }), ' ',
          el('button', { type: 'button', id: 'analysis-pv-back', onclick: () => this.showLine(d, null) }, t('game.analysis.lineBack'))));
      }
    }
    const seconds = secs.format((d.millis || 0) / 1000);
    out.push(el('p', { id: 'analysis-work', class: 'muted analysis-work' }, d.exact
      ? t('game.analysis.solved', { seconds })
      : t('game.analysis.work', { playouts: count.format(d.playouts || 0), seconds })));
    return out;
  }

  moveList() {
    const v = this.view;
    const shown = this.replayPly === null ? v.ply : this.replayPly;
    const list = el('ol', { id: 'moves', class: 'moves' });
    for (const turn of v.turns) {
      const end = turn.lastPly + 1;
      const current = shown === end || (shown > turn.firstPly && shown <= end && turn === v.turns[v.turns.length - 1]);
      const mark = this.review.markOf(turn.firstPly, turn.lastPly);
      list.append(el('li', { value: turn.turn, class: current ? 'current' : '', dataset: { ply: end } },
        el('button', { type: 'button', class: 'move', onclick: () => this.goto(end) }, turn.text,
          mark ? el('span', { class: `review-mark mark-${markName(mark)}`, title: t(`game.review.${markName(mark)}`) }, mark) : null)));
    }
    const nav = el('div', { class: 'replay-nav' },
      el('button', { type: 'button', id: 'first', title: t('game.first'), onclick: () => this.goto(0) }, '«'),
      el('button', { type: 'button', id: 'prev', title: t('game.prev'), onclick: () => this.step(-1) }, '‹'),
      el('button', { type: 'button', id: 'next', title: t('game.next'), onclick: () => this.step(1) }, '›'),
      el('button', { type: 'button', id: 'last', title: t('game.last'), onclick: () => this.goto(null) }, '»'));
    const where = this.replayPly === null ? null
      : el('p', { class: 'replay-at', id: 'replay-at' }, t('game.replayAt', { ply: this.replayPly, total: v.ply }));
    return el('section', { class: 'move-list' }, el('h2', {}, t('game.moves')),
      v.turns.length ? list : el('p', { class: 'muted' }, t('game.noMoves')), nav, where);
  }
}

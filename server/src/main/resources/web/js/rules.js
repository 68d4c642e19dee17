// A game's rules page: the text of games/ID/rules.js in the current language, with diagrams
// drawn by the game's own board code from positions the server plays out (GET /api/diagram).

import { get } from './api.js';
import { t, language, addMessages, onLanguageChange } from './i18n.js';
import { el, showError, gameName } from './ui.js';

export async function mount(main, game) {
  let rules;
  let board;
  try {
    const [r, b, s] = await Promise.all([
      import(`/games/${game}/rules.js`),
      import(`/games/${game}/board.js`),
      import(`/games/${game}/i18n.js`).catch(() => ({ default: {} })),
    ]);
    rules = r.default;
    board = b;
    addMessages(s.default);
  } catch (e) {
    main.replaceChildren(el('p', {}, '404'));
    return;
  }
  const cache = new Map();
  const draw = () => {
    const sections = rules[language()] && rules[language()].length ? rules[language()] : rules.en;
    const page = el('article', { class: 'rules', dataset: { game } },
      el('h1', {}, t('rules.title', { game: gameName(game) })),
      el('nav', { class: 'toc' }, el('ol', {}, sections.map((s, i) => el('li', {}, el('a', { href: `#s${i + 1}` }, s.title))))));
    sections.forEach((s, i) => {
      const sec = el('section', { id: `s${i + 1}` }, el('h2', {}, s.title));
      for (const p of s.paragraphs || []) {
        const para = el('p');
        para.innerHTML = p; // our own static texts, with <b>, <i>, <code>
        sec.append(para);
      }
      for (const d of s.diagrams || []) {
        const holder = el('div', { class: 'diagram-board' });
        const fig = el('figure', { class: 'diagram' }, holder, el('figcaption', {}, d.caption || ''));
        sec.append(fig);
        const query = `spec=${encodeURIComponent(d.spec)}` + (d.turns || []).map((x) => `&turn=${encodeURIComponent(x)}`).join('');
        if (!cache.has(query)) cache.set(query, get(`/api/diagram?${query}`));
        cache.get(query).then((p) => board.drawDiagram(holder, p.board, { t, highlight: d.highlight, caption: d.caption }))
          .catch((e) => { holder.textContent = e.message; showError(e.message); });
      }
      page.append(sec);
    });
    main.replaceChildren(page);
    if (location.hash) document.querySelector(location.hash)?.scrollIntoView();
  };
  draw();
  onLanguageChange(draw);
}

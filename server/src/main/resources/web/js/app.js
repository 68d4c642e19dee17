// The one page: reads the path and mounts the lobby, a game, or a rules page.

import { t, language, setLanguage, onLanguageChange } from './i18n.js';
import { showError } from './ui.js';

const GAMES = ['twixt', 'thoughtwave', 'wykersham'];

const routes = [
  [/^\/$/, () => import('./lobby.js').then((m) => m.mount)],
  [/^\/game\/([\w-]+)$/, () => import('./game.js').then((m) => m.mount)],
  [/^\/review\/([\w-]+)$/, () => import('./game.js').then((m) => m.mount)],
  [/^\/join\/([\w-]+)$/, () => import('./game.js').then((m) => m.mountJoin)],
  [/^\/rules\/(\w+)$/, () => import('./rules.js').then((m) => m.mount)],
];

function drawHeader() {
  document.documentElement.lang = language();
  document.title = t('site.title');
  document.getElementById('lang-label').textContent = t('nav.language');
  document.getElementById('lang').value = language();
  document.getElementById('error-close').setAttribute('aria-label', t('error.close'));
  const nav = document.getElementById('nav');
  nav.replaceChildren();
  const play = document.createElement('a');
  play.href = '/';
  play.textContent = t('nav.play');
  nav.append(play);
  for (const g of GAMES) {
    const a = document.createElement('a');
    a.href = `/rules/${g}`;
    a.dataset.rules = g;
    a.textContent = `${t('nav.rules')} · ${t(g + '.name') === g + '.name' ? g : t(g + '.name')}`;
    nav.append(a);
  }
}

async function start() {
  // Each game's own strings (its name in the menu, its colours and pieces).
  const { addMessages } = await import('./i18n.js');
  await Promise.all(GAMES.map((g) => import(`/games/${g}/i18n.js`)
    .then((m) => addMessages(m.default)).catch(() => {})));
  drawHeader();
  document.getElementById('lang').addEventListener('change', (e) => setLanguage(e.target.value));
  document.getElementById('error-close').addEventListener('click', () => showError(null));
  onLanguageChange(drawHeader);

  const main = document.getElementById('main');
  const path = location.pathname.replace(/\/+$/, '') || '/';
  for (const [re, load] of routes) {
    const m = path.match(re);
    if (m) {
      const mount = await load();
      await mount(main, m[1]);
      return;
    }
  }
  main.textContent = '404';
}

start();

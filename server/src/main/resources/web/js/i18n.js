// Translations: French, English and German. The shell's strings are in i18n/LANG.js; each game's
// own strings are in games/ID/i18n.js ({en:{…}, fr:{…}, de:{…}}) and added when the game loads.

import en from '../i18n/en.js';
import fr from '../i18n/fr.js';
import de from '../i18n/de.js';

export const LANGUAGES = ['en', 'fr', 'de'];
const messages = { en: { ...en }, fr: { ...fr }, de: { ...de } };
const listeners = new Set();
let current = pick();

function pick() {
  const saved = localStorage.getItem('ludo.lang');
  if (LANGUAGES.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || 'en']) {
    const base = String(l).slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

export function language() {
  return current;
}

/** Switches the language, remembers it, and tells every listener (pages redraw their text). */
export function setLanguage(lang) {
  if (!LANGUAGES.includes(lang) || lang === current) return;
  current = lang;
  localStorage.setItem('ludo.lang', lang);
  document.documentElement.lang = lang;
  listeners.forEach((f) => f(lang));
}

export function onLanguageChange(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** Adds strings ({en:{…}, fr:{…}, de:{…}}), e.g. a game's own. */
export function addMessages(byLanguage) {
  for (const l of LANGUAGES) Object.assign(messages[l], byLanguage[l] || {});
}

/** The text of `key` in the current language (English, then the key itself, if missing); {name} fills from params. */
export function t(key, params = {}) {
  const s = messages[current][key] ?? messages.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

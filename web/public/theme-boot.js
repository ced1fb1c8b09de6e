// Runs before the first paint (a classic script in <head>; the CSP allows no inline script): marks <html> with the
// theme the console will use, so the splash and the sign-in page start in it. Same rule as src/lib/theme.ts.
/* global window, document */
(function () {
  var stored = null;
  try { stored = localStorage.getItem('theme'); } catch { /* storage blocked: follow the system */ }
  var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();

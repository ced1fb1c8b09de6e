// /login only (server/src/core/sign-in-shell.ts): the service sends the sign-in form in the HTML, usable before the
// console's script has run (issue #27). This classic script in <head> (the CSP allows no inline script) runs before the
// form is parsed, starts the console once the form has been painted, and does two things until the React page takes over:
// - an early submit (Enter or the button) goes nowhere: it is held on the form (data-submitted) and the React form,
//   adopting what was typed (features/sign-in/early-sign-in.ts), carries it out once it mounts;
// - if the console will use another language than the request's (a stored choice, as main.tsx resolves it), the page
//   is relabelled as soon as it is parsed; a CSS rule keeps it hidden until then, so it never shows the wrong language.
/* global window, document */
(function () {
  var root = document.documentElement;
  var sent = root.getAttribute('data-sign-in-lang');
  var early = function () { return document.querySelector('.sign-in[data-early]'); };
  // Same rule as src/i18n/language.ts (resolveLanguage): Simplified Chinese, else English.
  var resolve = function (tag) { return tag && /^zh(?:[-_](?:cn|sg|my|hans)(?:[-_].*)?)?$/i.test(String(tag).trim()) ? 'zh-CN' : 'en'; };
  var stored = null;
  try { stored = localStorage.getItem('language'); } catch { /* storage blocked: the browser's language */ }
  var language = resolve(stored || navigator.language);

  function relabel(to) {
    var page = early();
    var node = document.getElementById('sign-in-texts');
    var texts = null;
    try { texts = node && JSON.parse(node.textContent)[to]; } catch { texts = null; }
    if (page && texts) {
      var set = function (selector, text) { var el = page.querySelector(selector); if (el) el.textContent = text; };
      var label = function (selector, text) { var el = page.querySelector(selector); if (el) { el.setAttribute('aria-label', text); el.setAttribute('placeholder', text); } };
      var nav = page.querySelector('.sign-in__top');
      if (nav) nav.setAttribute('aria-label', texts.languageChoice);
      var buttons = page.querySelectorAll('.sign-in__lang');
      ['en', 'zh-CN'].forEach(function (l, i) {
        if (!buttons[i]) return;
        buttons[i].textContent = texts.languages[l];
        buttons[i].setAttribute('aria-pressed', String(l === to));
      });
      set('.sign-in__title', texts.appName);
      set('.sign-in__subtitle', texts.subtitle);
      label('input[name="account"]', texts.account);
      label('input[name="password"]', texts.password);
      set('.sign-in__submit', texts.signIn);
      root.setAttribute('data-sign-in-lang', to);
      root.lang = to;
    }
    root.removeAttribute('data-sign-in-relabel');
  }

  if (sent && language !== sent) {
    root.setAttribute('data-sign-in-relabel', '');
    // 'interactive': the document is parsed; deferred and module scripts (the console) have not run yet.
    document.addEventListener('readystatechange', function () { if (document.readyState === 'interactive') relabel(language); });
  }

  // The console's entry (the service took it out of the page: data-console-entry) is added once the form has been painted:
  // evaluated before the first frame, its modules held that paint back. requestAnimationFrame runs just before a frame,
  // the task it queues once the frame is out; a hidden tab paints no frame, so it starts at once there.
  function startConsole() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = root.getAttribute('data-console-entry');
    document.head.appendChild(script);
  }
  document.addEventListener('DOMContentLoaded', function () {
    if (document.visibilityState === 'hidden') startConsole();
    else window.requestAnimationFrame(function () { window.setTimeout(startConsole, 0); });
  });

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof window.HTMLFormElement) || !form.closest('.sign-in[data-early]')) return;
    event.preventDefault();
    form.setAttribute('data-submitted', '');
  }, true);

  // The language buttons work before the console too: the choice is stored where the console reads it.
  document.addEventListener('click', function (event) {
    var button = event.target instanceof window.Element ? event.target.closest('.sign-in[data-early] .sign-in__lang') : null;
    if (!button) return;
    var to = Array.prototype.indexOf.call(early().querySelectorAll('.sign-in__lang'), button) === 1 ? 'zh-CN' : 'en';
    try { localStorage.setItem('language', to); } catch { /* storage blocked: this page only */ }
    relabel(to);
  });
})();

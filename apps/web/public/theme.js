/* global document, window */
// Applies the colour theme before first paint (the CSP allows no inline script, so this is a file):
// the Settings choice stored under 'ourhood-theme' ('light' or 'dark'), else the system preference.
// lib/theme.ts changes it at run time.
(function () {
  var root = document.documentElement;
  var query = window.matchMedia('(prefers-color-scheme: dark)');
  function apply() {
    var choice = null;
    try {
      choice = localStorage.getItem('ourhood-theme');
    } catch {
      // Storage may be blocked: follow the system.
    }
    root.classList.toggle('dark', choice === 'dark' || (choice !== 'light' && query.matches));
  }
  apply();
  query.addEventListener('change', apply);
  // Another tab changed the setting.
  window.addEventListener('storage', apply);
})();

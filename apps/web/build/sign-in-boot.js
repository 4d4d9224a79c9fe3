// Written into the prerendered sign-in page only (build/prerendered-shell.ts, before
// public/theme-boot.js), so the sign-in page fetches nothing more (docs/spec/product.md#quality-bars
// weight). The shell (build/sign-in-shell.ts) is drawn in English, left to right, for a visitor
// without a session: in any other language or direction, or with a valid token (the guest guard
// sends the visitor on to the dashboard), it stays hidden and index.html's spinner shows as
// before. Mode, contrast and colour preset come from their cookies (src/settings/settings-config.ts).
(function () {
  var cookies = {};
  document.cookie.split(';').forEach(function (part) {
    var index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  });
  var language = null;
  var signedIn = false;
  try {
    language = localStorage.getItem('i18nextLng');
    var token = localStorage.getItem('accessToken');
    var payload =
      token && JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    signedIn = !!payload && typeof payload.exp === 'number' && payload.exp * 1000 > Date.now();
  } catch {
    // No storage or a malformed token: the app treats the visitor as signed out.
  }
  var attributes = {
    'data-keel-mode': cookies.themeMode === 'dark' && 'dark',
    'data-keel-contrast': cookies.themeContrast === 'bold' && 'bold',
    'data-keel-preset':
      /^[a-z]+$/.test(cookies.themeColorPresets || '') && cookies.themeColorPresets,
    'data-keel-hide-shell':
      ((language && language !== 'en') || cookies.themeDirection === 'rtl' || signedIn) && 'true',
  };
  Object.keys(attributes).forEach(function (name) {
    if (attributes[name]) document.documentElement.setAttribute(name, attributes[name]);
  });
  // The hand-off: the shell goes when the app's form is in the page, in the same task as the
  // commit that put it there (a mutation observer runs before the browser paints), so the two
  // swap in one frame. Here rather than in the app, so the sign-in page's code stays the same
  // size (docs/spec/product.md#quality-bars weight).
  function removeShell() {
    var shell = document.getElementById('keel-shell');
    if (shell) shell.remove();
    document.documentElement.getAttributeNames().forEach(function (name) {
      if (name.indexOf('data-keel-') === 0) document.documentElement.removeAttribute(name);
    });
  }
  var observer = new MutationObserver(function () {
    if (document.querySelector('#root form')) {
      removeShell();
      observer.disconnect();
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  // Leaving the sign-in page before the form has rendered (the guest guard, the first-run setup)
  // takes the shell away; the form itself removes it when it renders.
  ['pushState', 'replaceState'].forEach(function (method) {
    var original = history[method];
    history[method] = function () {
      var result = original.apply(this, arguments);
      if (!/^\/auth\/login(-unprotected)?\/?$/.test(location.pathname)) removeShell();
      return result;
    };
  });
})();

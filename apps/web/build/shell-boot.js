// Written into the prerendered dashboard page only (build/prerendered-shell.ts), between
// public/dashboard-boot.js and public/theme-boot.js, so the sign-in page does not fetch it
// (docs/spec/product.md#quality-bars weight). The shell draws itself from these attributes on
// <html>: mode, contrast, nav layout, stretch and colour preset, each from its cookie
// (src/settings/settings-config.ts); it stays hidden without a valid token, since the app will
// go to the sign-in page.
(function () {
  var cookies = {};
  document.cookie.split(';').forEach(function (part) {
    var index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  });
  var attributes = {
    'data-keel-mode': cookies.themeMode === 'dark' && 'dark',
    'data-keel-contrast': cookies.themeContrast === 'bold' && 'bold',
    'data-keel-nav': cookies.themeLayout === 'mini' && 'mini',
    'data-keel-stretch': cookies.themeStretch === 'true' && 'true',
    'data-keel-preset':
      /^[a-z]+$/.test(cookies.themeColorPresets || '') && cookies.themeColorPresets,
    // The overview pages have no title row: their first card starts under the header.
    'data-keel-page':
      /^\/dashboard\/(app|ecommerce|analytics|banking|booking|file)\/?$/.test(location.pathname) &&
      'overview',
  };
  var signedIn = false;
  try {
    var token = localStorage.getItem('accessToken');
    var payload =
      token && JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    signedIn = !!payload && typeof payload.exp === 'number' && payload.exp * 1000 > Date.now();
  } catch {
    // No storage or a malformed token: the app signs out, so the shell would only flash.
  }
  if (!signedIn) attributes['data-keel-signed-out'] = 'true';
  Object.keys(attributes).forEach(function (name) {
    if (attributes[name]) document.documentElement.setAttribute(name, attributes[name]);
  });
  // public/dashboard-boot.js is written into this page before this script and has read the boot
  // table: without the table theme-boot.js does not fetch dashboard-boot.js a second time.
  var table = document.querySelector('meta[name=keel-boot]');
  if (table) table.remove();
})();

// Runs before the page paints (a blocking script: the CSP forbids inline ones): applies the
// stored mode, direction and language to the empty page, so a dark or right-to-left reload
// never flashes white or left-to-right before the app starts. Cookie names come from
// src/settings/settings-config.ts, languages from src/locales/languages.ts.
(function () {
  var cookies = {};
  document.cookie.split(';').forEach(function (part) {
    var index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  });
  var root = document.documentElement;
  var language = null;
  try {
    language = localStorage.getItem('i18nextLng');
  } catch {
    // Storage blocked: the app falls back to English.
  }
  var htmlLang = { en: 'en', fr: 'fr', vi: 'vi', cn: 'zh-CN', ar: 'ar-SD' }[language];
  if (htmlLang) root.lang = htmlLang;
  var direction = cookies.themeDirection || (language === 'ar' ? 'rtl' : 'ltr');
  if (direction === 'rtl' || direction === 'ltr') root.dir = direction;
  // The sign-in page's chunk (and English texts) download with the entry: see vite.config.ts.
  var preload = document.querySelector('meta[name=keel-sign-in-preload]');
  if (preload && /^\/auth\/login(-unprotected)?\/?$/.test(location.pathname)) {
    (preload.content + (language && language !== 'en' ? '' : ' ' + preload.getAttribute('data-en')))
      .split(' ')
      .forEach(function (href) {
        var link = document.head.appendChild(document.createElement('link'));
        link.rel = 'modulepreload';
        link.href = href;
      });
  }
  // A first visit to a dashboard route starts its data and code early: public/dashboard-boot.js,
  // a file of its own so the sign-in page does not carry it (docs/spec/product.md#quality-bars weight).
  if (
    document.querySelector('meta[name=keel-boot]') &&
    /^\/dashboard(\/|$)/.test(location.pathname)
  ) {
    var dashboardBoot = document.createElement('script');
    dashboardBoot.src = '/dashboard-boot.js';
    document.head.appendChild(dashboardBoot);
  }
  if (cookies.themeMode === 'dark') {
    root.style.colorScheme = 'dark';
    root.style.backgroundColor = cookies.themeContrast === 'bold' ? '#0B0F14' : '#141A21';
  }
})();

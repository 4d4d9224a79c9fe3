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
    (preload.content + (language && language !== 'en' ? '' : ' ' + preload.getAttribute('data-en'))).split(' ').forEach(function (href) {
      var link = document.head.appendChild(document.createElement('link'));
      link.rel = 'modulepreload';
      link.href = href;
    });
  }
  // A signed-in first visit to a dashboard route: its first GETs, its code and its largest image
  // start now, not after the entry has loaded and run (src/app/boot-routes.ts; the app takes the
  // answers in src/lib/http.ts, adoptBootAnswers). The session check itself is unchanged.
  var boot = document.querySelector('meta[name=keel-boot]');
  if (boot && /^\/dashboard(\/|$)/.test(location.pathname)) {
    try {
      var token = localStorage.getItem('accessToken');
      var payload = token && JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
      if (payload && typeof payload.exp === 'number' && payload.exp * 1000 > Date.now()) {
        var table = JSON.parse(boot.content);
        var route = table.routes[location.pathname.replace(/\/$/, '')];
        var answers = {};
        table.signedIn.concat(route ? route.gets : []).forEach(function (url) {
          answers[url] = fetch(table.api + url, { headers: { authorization: 'Bearer ' + token } });
        });
        window.__keelBoot = { token: token, answers: answers };
        var texts = [];
        if (route) {
          route.texts.forEach(function (namespace) {
            [language || 'en', 'en'].forEach(function (lng) {
              var file = table.texts[lng] && table.texts[lng][namespace];
              if (file && texts.indexOf(file) < 0) texts.push(file);
            });
          });
        }
        // Each link gets its attributes before it is in the document: inserted bare, Chromium
        // warns that it has no href.
        table.shell.concat(route ? route.modules : [], texts).forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          document.head.appendChild(link);
        });
        if (route && route.image) {
          answers[route.gets[0]]
            .then(function (response) {
              return response.ok ? response.clone().json() : null;
            })
            .then(function (data) {
              var src = route.image.split('.').reduce(function (value, key) {
                return value == null ? value : value[key];
              }, data);
              if (typeof src !== 'string') return;
              var image = document.createElement('link');
              image.rel = 'preload';
              image.as = 'image';
              image.href = src;
              image.setAttribute('fetchpriority', 'high');
              document.head.appendChild(image);
            })
            .catch(function () {
              // The page asks again and shows its own error.
            });
        }
      }
    } catch {
      // No storage, a malformed token or table: the app starts as it would without this.
    }
  }
  if (cookies.themeMode === 'dark') {
    root.style.colorScheme = 'dark';
    root.style.backgroundColor = cookies.themeContrast === 'bold' ? '#0B0F14' : '#141A21';
  }
})();

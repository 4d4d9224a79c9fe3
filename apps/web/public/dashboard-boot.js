// Written into the prerendered dashboard page (apps/web/build/prerendered-shell.ts), or loaded by
// public/theme-boot.js on a dashboard route without it (issue 23): a signed-in first visit starts
// its first GETs, its code and its largest image now, not after the entry has loaded and run
// (src/app/boot-routes.ts; the app takes the answers in src/lib/http.ts, adoptBootAnswers).
(function () {
  // A signed-in first visit to a dashboard route: its first GETs, its code and its largest image
  // start now, not after the entry has loaded and run (src/app/boot-routes.ts; the app takes the
  // answers in src/lib/http.ts, adoptBootAnswers). The session check itself is unchanged.
  var boot = document.querySelector('meta[name=keel-boot]');
  var language = null;
  try {
    language = localStorage.getItem('i18nextLng');
  } catch {
    // Storage blocked: English.
  }
  if (boot) {
    try {
      var token = localStorage.getItem('accessToken');
      var payload =
        token && JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
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
        // warns that it has no href. Low priority: the largest paint needs them, the first one
        // (the prerendered shell) does not, and the entry, the GETs and the text face go first
        // (docs/decisions/030-first-load-bytes-and-order.md).
        table.shell.concat(route ? route.modules : [], texts).forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          link.setAttribute('fetchpriority', 'low');
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
})();
// The prerendered shell (apps/web/build/prerendered-shell.ts) is removed by the dashboard layout
// when it mounts (src/components/prerendered-shell.tsx). A visit that leaves /dashboard first (a
// token the server refuses sends the app to the sign-in page) removes it here, so the sign-in
// page's code carries none of this (docs/spec/product.md#quality-bars weight).
(function () {
  ['pushState', 'replaceState'].forEach(function (method) {
    var original = history[method];
    history[method] = function () {
      var result = original.apply(this, arguments);
      var shell = document.getElementById('keel-shell');
      if (shell && !/^\/dashboard(\/|$)/.test(location.pathname)) shell.remove();
      return result;
    };
  });
})();

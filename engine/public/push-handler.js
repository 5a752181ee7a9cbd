/* Web Push in the service worker (issue 25). Workbox's generated sw.js loads this file with
 * importScripts (tools/pwa/pwaOptions.ts), so it is plain JavaScript run as is, with no build step.
 * The server sends JSON {title, body, url, tag} (server/push/deliver.ts): the notice's text in the
 * device's language, where a tap should go, and one tag per notice so a retried push replaces its
 * first copy instead of showing twice. Nothing here needs the network. */
/* global self, URL */
'use strict';

self.addEventListener('push', function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    // A push whose body is not JSON: still tell the member something arrived (browsers require a
    // visible notification for every push, or they may revoke the permission).
    data = { body: event.data ? event.data.text() : '' };
  }
  var title = typeof data.title === 'string' && data.title !== '' ? data.title : 'Meridian';
  var options = {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' && data.tag !== '' ? data.tag : undefined,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    // Only a path of this app: a push never opens another site.
    data: { url: typeof data.url === 'string' && data.url.charAt(0) === '/' && data.url.charAt(1) !== '/' ? data.url : '/' },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
      // An open window of the app: bring it forward and show the notice there.
      for (var i = 0; i < list.length; i++) {
        var client = list[i];
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then(function (focused) {
            return focused && 'navigate' in focused ? focused.navigate(target) : focused;
          });
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});

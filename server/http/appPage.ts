/**
 * Whether a request the routes did not answer is a page of the app (history-mode routing: the
 * not-found handler answers index.html for it). Never the API or the socket, and never a URL naming
 * a file the build would hold (sw.js, manifest.webmanifest, an icon): a missing file is a 404, not
 * the app's HTML, which a browser would otherwise take for a script or manifest and fail on.
 */
export function isAppPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split(/[?#]/, 1)[0]!;
  if (pathname.startsWith('/api/') || pathname.startsWith('/ws')) return false;
  return !FILE_NAME.test(pathname);
}

// The kinds of files a build serves; app routes (screens/app.json) carry no extension.
const FILE_NAME = /\.(?:m?js|css|map|webmanifest|json|ico|png|svg|jpe?g|webp|gif|woff2?|txt|xml|html)$/i;

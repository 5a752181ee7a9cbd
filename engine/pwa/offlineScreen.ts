export interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

/**
 * The page shown when the app starts without a network: the service worker has the shell, but
 * no member data is ever cached (pwaOptions.ts), so there is nothing to show but this and a way
 * to try again. Plain DOM: React and the engine may be exactly what could not load. Retry runs
 * `retry` (a reload); so does the browser coming back online.
 */
export function showOfflineScreen(root: HTMLElement, texts: OfflineTexts, retry: () => void): void {
  const doc = root.ownerDocument;
  const main = doc.createElement('main');
  main.className = 'mer-offline';
  const title = doc.createElement('h1');
  title.textContent = texts.title;
  const body = doc.createElement('p');
  body.textContent = texts.body;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'mer-offline-retry';
  button.textContent = texts.retry;
  button.addEventListener('click', retry);
  main.append(title, body, button);
  root.replaceChildren(main);
  doc.defaultView?.addEventListener('online', retry, { once: true });
}

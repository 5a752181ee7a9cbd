export interface UpdateTexts {
  message: string;
  reload: string;
  later: string;
}

/**
 * The "new version available" bar: the service worker has the new build waiting (registerType
 * 'prompt'), and only the member decides when the page reloads into it, so nothing typed is lost.
 * A status region (read out politely, focus left where it is) with two real buttons. Shown once:
 * a second call while it is up changes nothing. Returns a function that removes it.
 */
export function showUpdatePrompt(doc: Document, texts: UpdateTexts, reload: () => void): () => void {
  const existing = doc.querySelector<HTMLElement>('.mer-update');
  if (existing) return () => existing.remove();
  const bar = doc.createElement('div');
  bar.className = 'mer-update';
  bar.setAttribute('role', 'status');
  bar.setAttribute('aria-live', 'polite');
  const text = doc.createElement('p');
  text.className = 'mer-update-text';
  text.textContent = texts.message;
  const later = button(doc, texts.later, 'mer-update-action', () => bar.remove());
  const now = button(doc, texts.reload, 'mer-update-action mer-update-action-primary', () => {
    // One reload: the new worker takes over and the page reloads once it controls it.
    if (now.disabled) return;
    now.disabled = true;
    reload();
  });
  bar.append(text, later, now);
  doc.body.append(bar);
  return () => bar.remove();
}

function button(doc: Document, label: string, className: string, onClick: () => void): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}

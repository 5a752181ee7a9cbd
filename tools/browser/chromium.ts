/**
 * Debian's Chromium (never a downloaded one) and the flags every launch uses, for the journeys and
 * the bench alike: they keep it from stalling on this machine's closed network (background fetches,
 * component updates, sync, QUIC probes) and run it without a GPU or a sandbox.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

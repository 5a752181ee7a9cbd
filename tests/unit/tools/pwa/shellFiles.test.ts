import { describe, expect, it } from 'vitest';
import { OFFLINE_MODULE, offlineChunks, shellFiles } from '@tools/pwa/shellFiles';

describe('shellFiles', () => {
  it('names index.html and every own file the built page loads, nothing of another origin', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <script type="module" crossorigin src="/assets/index-CvQ.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-G4Y.js">
      <link rel="stylesheet" crossorigin href="/assets/index-Cm2.css">
      <link rel="preconnect" href="https://fonts.example.com">
      <script src="//cdn.example.com/x.js"></script>
      <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;
    expect([...shellFiles(html)].sort()).toEqual(
      ['assets/index-CvQ.js', 'assets/index-Cm2.css', 'assets/react-G4Y.js', 'favicon.ico', 'index.html', 'manifest.webmanifest'].sort(),
    );
  });
  it('is only index.html for a page that loads nothing', () => {
    expect([...shellFiles('<html><body></body></html>')]).toEqual(['index.html']);
  });
});

describe('offlineChunks', () => {
  it("names the offline screen's chunk with what it imports, and every locale's engine dictionary", () => {
    const manifest = {
      'index.html': { file: 'assets/index-I4.js', imports: ['_react-R.js'] },
      '_react-R.js': { file: 'assets/react-R.js' },
      [OFFLINE_MODULE]: { file: 'assets/startOffline-O.js', imports: ['index.html', '_react-R.js'] },
      '../locales/de/engine.json': { file: 'assets/engine-D1.js' },
      '../locales/zh-Hant/engine.json': { file: 'assets/engine-Z2.js' },
      '../locales/de/screens.json': { file: 'assets/screens-S3.js' },
      'widgets/Chart.tsx': { file: 'assets/Chart-C.js' },
    };
    expect(offlineChunks(manifest).sort()).toEqual(
      ['assets/engine-D1.js', 'assets/engine-Z2.js', 'assets/index-I4.js', 'assets/react-R.js', 'assets/startOffline-O.js'].sort(),
    );
  });
  it('fails the build when the offline screen has no chunk of its own', () => {
    expect(() => offlineChunks({ 'index.html': { file: 'assets/index-I4.js' } })).toThrow(OFFLINE_MODULE);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderHints } from './route-hints.mjs';
import { STARTUP_ASSETS_FILE, readStartupAssets, startupHints } from './startup-hints.mjs';

describe('readStartupAssets', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'qs-startup-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (list) =>
    writeFileSync(path.join(dir, STARTUP_ASSETS_FILE), typeof list === 'string' ? list : JSON.stringify(list));

  it("reads the build's list of the host's start-up scripts and styles", async () => {
    write({ scripts: ['/470.5923051b.js', '/661.1b1c5358.js'], styles: ['/661.b146fe7d.css'] });
    expect(await readStartupAssets(dir)).toEqual({
      scripts: ['/470.5923051b.js', '/661.1b1c5358.js'],
      styles: ['/661.b146fe7d.css'],
    });
  });

  it("keeps only the host's own files of each kind: no other origin, no path to resolve, no other type", async () => {
    write({
      scripts: [
        '/ok.js',
        'https://evil.example/x.js',
        '//evil.example/x.js',
        '/../x.js',
        '/a/b.js',
        '/x.css',
        42,
        '/x.js"><script>',
      ],
      styles: ['/ok.css', '/x.js', 'x.css'],
    });
    expect(await readStartupAssets(dir)).toEqual({ scripts: ['/ok.js'], styles: ['/ok.css'] });
  });

  it('names nothing when the build wrote no list (a development build) or it cannot be read', async () => {
    expect(await readStartupAssets(dir)).toEqual({ scripts: [], styles: [] });
    write('{ not json');
    expect(await readStartupAssets(dir)).toEqual({ scripts: [], styles: [] });
    write({ scripts: 'x.js' });
    expect(await readStartupAssets(dir)).toEqual({ scripts: [], styles: [] });
  });
});

describe('startupHints', () => {
  it('preloads the styles, then the scripts, at low priority and without crossorigin (webpack adds its tags without it)', () => {
    const html = renderHints(startupHints({ scripts: ['/470.a.js', '/661.b.js'], styles: ['/661.c.css'] }));
    expect(html).toBe(
      '<link rel="preload" href="/661.c.css" as="style" fetchpriority="low">' +
        '<link rel="preload" href="/470.a.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/661.b.js" as="script" fetchpriority="low">',
    );
  });
});

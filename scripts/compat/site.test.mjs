import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeRegistry } from './site.mjs';

test("the run's registry is the host release's own, every line at the served slices' version", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qs-compat-registry-'));
  try {
    mkdirSync(path.join(dir, 'host/registry'), { recursive: true });
    const line = { name: 'forms', entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0', ssrEntry: 'x' };
    writeFileSync(path.join(dir, 'host/registry/remotes.local.json'), JSON.stringify({ remotes: [line] }));
    writeRegistry(dir, '1.0.0-previous.abc1234', path.join(dir, 'run/remotes.json'));
    expect(JSON.parse(readFileSync(path.join(dir, 'run/remotes.json'), 'utf8'))).toEqual({
      remotes: [{ ...line, version: '1.0.0-previous.abc1234' }],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

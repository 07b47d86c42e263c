import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTargets, forgetBuild, inputsHash, planBuilds, recordBuild } from './build-plan.mjs';

const REMOTES = [{ dir: 'mfe-results' }, { dir: 'mfe-detail' }, { dir: 'mfe-forms' }, { dir: 'mfe-content' }];

describe('buildTargets', () => {
  it('builds the staff apps last, as a slice is built', () => {
    const targets = buildTargets({ remotes: REMOTES, apps: [{ dir: 'agent-inbox' }] });
    expect(targets.map(({ dir }) => dir).at(-1)).toBe('agent-inbox');
    expect(targets.at(-1)).toMatchObject({
      outputs: ['agent-inbox/dist'],
      command: { args: ['--mode', 'production'] },
    });
  });

  it('builds the API and the host first, then the home page’s slice, then the others as listed', () => {
    expect(buildTargets({ remotes: REMOTES }).map(({ dir }) => dir)).toEqual([
      'api',
      'host',
      'mfe-content',
      'mfe-results',
      'mfe-detail',
      'mfe-forms',
    ]);
  });

  it('builds the host’s browser build and server renderer in one webpack run', () => {
    const host = buildTargets({ remotes: REMOTES }).find(({ dir }) => dir === 'host');
    expect(host?.command.args).toEqual([
      '--mode',
      'production',
      '-c',
      'webpack.config.js',
      '-c',
      'webpack.server.config.js',
    ]);
    expect(host?.outputs).toEqual(['host/dist', 'host/dist-server']);
  });

  it('checks the API’s types unless told not to (npm start)', () => {
    const api = (typeCheck) => buildTargets({ remotes: REMOTES, typeCheck }).find(({ dir }) => dir === 'api');
    expect(api(undefined)?.command.args).not.toContain('--noCheck');
    expect(api(false)?.command.args).toContain('--noCheck');
  });

  it('has every front-end build read the shared sources, the webpack tools and the lockfile', () => {
    for (const target of buildTargets({ remotes: REMOTES }).filter(({ dir }) => dir !== 'api'))
      expect(target.inputs).toEqual(
        expect.arrayContaining([`${target.dir}/src`, 'shared/src', 'tools/webpack', 'package-lock.json']),
      );
  });
});

describe('planBuilds', () => {
  let root;
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const target = {
    dir: 'web',
    inputs: ['web/src', 'shared/src', 'lock.json'],
    outputs: ['web/dist'],
    command: { bin: 'webpack-cli/bin/cli.js', args: [] },
  };
  /** @param {{ all?: boolean, env?: Record<string, string | undefined> }} [options] */
  const plan = (options) => {
    const [planned] = planBuilds(root, [target], options);
    if (!planned) throw new Error('no plan');
    return planned;
  };
  /** Builds `web` as build.mjs does: its output, then the record of the inputs it was built from. */
  const build = () => {
    const { hash } = plan();
    write('web/dist/main.js', 'built');
    recordBuild(root, 'web', hash);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-plan-'));
    write('web/src/index.ts', 'export const a = 1;\n');
    write('shared/src/util.ts', 'export const b = 2;\n');
    write('lock.json', '{}\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds what was never built', () => {
    expect(plan().reuse).toBe(false);
  });

  it('reuses a build whose inputs did not change, even when their files were touched (a fresh checkout)', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'web/src/index.ts'), later, later);
    expect(plan().reuse).toBe(true);
  });

  it('builds again when a source, a shared source or the lockfile changed, and reuses once an edit is undone', () => {
    build();
    for (const file of ['web/src/index.ts', 'shared/src/util.ts', 'lock.json']) {
      write(file, 'changed');
      expect(plan().reuse).toBe(false);
    }
    write('web/src/index.ts', 'export const a = 1;\n');
    write('shared/src/util.ts', 'export const b = 2;\n');
    write('lock.json', '{}\n');
    expect(plan().reuse).toBe(true);
  });

  it('builds again when a file is added or renamed', () => {
    build();
    write('shared/src/extra.ts', '');
    expect(plan().reuse).toBe(false);
  });

  it('builds again when a build setting of the environment differs', () => {
    const hash = plan({ env: { QS_BUILD_VERSION: '1.0.0' } }).hash;
    write('web/dist/main.js', 'built');
    recordBuild(root, 'web', hash);
    expect(plan({ env: { QS_BUILD_VERSION: '1.0.0' } }).reuse).toBe(true);
    expect(plan({ env: { QS_BUILD_VERSION: '1.0.1' } }).reuse).toBe(false);
  });

  it('builds again when an output is missing, when the record was forgotten (a build under way or failed), or with `all`', () => {
    build();
    expect(plan({ all: true }).reuse).toBe(false);
    forgetBuild(root, 'web');
    expect(plan().reuse).toBe(false);
    build();
    rmSync(path.join(root, 'web/dist'), { recursive: true });
    expect(plan().reuse).toBe(false);
  });

  it('hashes the same inputs the same, and other inputs otherwise', () => {
    expect(inputsHash(root, ['web/src', 'shared/src'])).toBe(inputsHash(root, ['web/src', 'shared/src']));
    expect(inputsHash(root, ['web/src'])).not.toBe(inputsHash(root, ['shared/src']));
  });
});

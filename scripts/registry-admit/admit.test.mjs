import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admit, AdmissionRefused } from './admit.mjs';
import { serveFolder, writeDetailBuild } from './fixture-remotes.mjs';

// The admission against remote builds served over real HTTP by the slices' static file server.
const HOST_VERSIONS = { react: '19.3.1', '@qs/shared': '1.0.0' };
const CONTRACT = { 'qs_results/ComparePage': 1, 'qs_detail/PlanDetailPage': 1 };
const BUDGETS = { results: 40 * 1024, detail: 40 * 1024 };
const LINES = [
  { name: 'results', entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
  { name: 'detail', entry: 'http://localhost:3002/mf-manifest.json', version: '1.0.0' },
];

let root;
let server;
let registryFile;
const manifestOf = (build) => `${server.origin}/${build}/mf-manifest.json`;
const options = (build, overrides = {}) => ({
  slice: 'detail',
  manifestUrl: manifestOf(build),
  registryFile,
  slices: ['results', 'detail', 'forms', 'content'],
  propsVersions: CONTRACT,
  hostVersions: HOST_VERSIONS,
  budgets: BUDGETS,
  ...overrides,
});
const refusal = (promise) =>
  promise.then(
    () => {
      throw new Error('admitted');
    },
    (error) => {
      expect(error).toBeInstanceOf(AdmissionRefused);
      return error.message;
    },
  );

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'qs-admit-'));
  writeDetailBuild(path.join(root, 'good'), { propsVersions: { 'qs_detail/PlanDetailPage': 1 } });
  writeDetailBuild(path.join(root, 'old'), { server: false });
  writeDetailBuild(path.join(root, 'react20'), { react: '^20.0.0' });
  writeDetailBuild(path.join(root, 'big'), { exposeBytes: 60 * 1024 });
  writeDetailBuild(path.join(root, 'brotli'), { compressible: 400 * 1024 });
  writeDetailBuild(path.join(root, 'nothing'), { exposes: ['Other'] });
  writeDetailBuild(path.join(root, 'props2'), { propsVersions: { 'qs_detail/PlanDetailPage': 2 } });
  writeDetailBuild(path.join(root, 'results'), { name: 'qs_results', exposes: ['ComparePage'] });
  server = await serveFolder(root);
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});
let registries = 0;
beforeEach(() => {
  registries += 1;
  registryFile = path.join(root, `remotes.${registries}.json`);
  writeFileSync(registryFile, `${JSON.stringify({ remotes: LINES }, null, 2)}\n`);
});

describe('registry admission', () => {
  it('admits a good build and writes exactly its line, with the server container beside it', async () => {
    const { line, report } = await admit(options('good'));
    const expected = {
      name: 'detail',
      entry: manifestOf('good'),
      version: '1.4.0',
      ssrEntry: `${server.origin}/good/server/remoteEntry.js`,
    };
    expect(line).toEqual(expected);
    expect(JSON.parse(readFileSync(registryFile, 'utf8'))).toEqual({ remotes: [LINES[0], expected] });
    expect(report.join('\n')).toMatch(/^admitted detail 1\.4\.0/);
    expect(report.join('\n')).toContain('qs_detail/PlanDetailPage (props v1)');
  });

  it('takes a manifest without props versions as version 1, and a build without a server container has no ssrEntry', async () => {
    const { line, report } = await admit(options('old'));
    expect(line).toEqual({ name: 'detail', entry: manifestOf('old'), version: '1.4.0' });
    expect(report.join('\n')).toContain('names no props versions');
  });

  it('adds the line of a slice the registry does not list yet', async () => {
    writeFileSync(registryFile, `${JSON.stringify({ remotes: [LINES[0]] })}\n`);
    await admit(options('good'));
    const { remotes } = JSON.parse(readFileSync(registryFile, 'utf8'));
    expect(remotes.map((remote) => remote.name)).toEqual(['results', 'detail']);
  });

  it('counts the bytes sent: a large file sent as brotli fits', async () => {
    const { report } = await admit(options('brotli'));
    expect(report.join('\n')).toMatch(/first-load JS: 2 files/);
  });

  describe('refuses, writing nothing', () => {
    let before;
    beforeEach(() => {
      before = readFileSync(registryFile, 'utf8');
    });
    afterEach(() => expect(readFileSync(registryFile, 'utf8')).toBe(before));

    it('a build requiring React 20 against a host on React 19', async () => {
      expect(await refusal(admit(options('react20')))).toContain(
        'react: it requires ^20.0.0, the host provides 19.3.1',
      );
    });

    it('a build over its slice budget', async () => {
      expect(await refusal(admit(options('big')))).toMatch(/KiB sent, over the budget of 40\.0 KiB/);
    });

    it('a build that does not expose a module of the contract', async () => {
      expect(await refusal(admit(options('nothing')))).toContain(
        'it does not expose qs_detail/PlanDetailPage, which the contract names',
      );
    });

    it('a build implementing another props version', async () => {
      expect(await refusal(admit(options('props2')))).toContain(
        'qs_detail/PlanDetailPage implements props version 2, the contract names 1',
      );
    });

    it("another slice's build", async () => {
      expect(await refusal(admit(options('results')))).toContain('its container is "qs_results"');
    });

    it('a manifest that is not there', async () => {
      expect(await refusal(admit(options('missing')))).toMatch(/manifest cannot be read: .* answered 404/);
    });
  });
});

// The command itself, with the real contract, budgets and host versions.
describe('npm run registry:admit', () => {
  // Not spawnSync: the fixture server answers from this process.
  const run = (...args) =>
    new Promise((resolve) => {
      execFile(process.execPath, [path.join(__dirname, '..', 'registry-admit.mjs'), ...args], (error, stdout, stderr) =>
        resolve({ status: error ? error.code : 0, stdout, stderr }),
      );
    });

  it('admits a good build into the registry it is given and prints it', async () => {
    const result = await run('detail', manifestOf('good'), '--registry', registryFile);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^admitted detail 1\.4\.0 into /);
    expect(JSON.parse(readFileSync(registryFile, 'utf8')).remotes[1].entry).toBe(manifestOf('good'));
  });

  it('exits non-zero with the reasons, and leaves the file as it was', async () => {
    const before = readFileSync(registryFile, 'utf8');
    const result = await run('detail', manifestOf('react20'), '--registry', registryFile);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^refused: the detail build cannot be admitted\n {2}- react: it requires \^20\.0\.0/);
    expect(readFileSync(registryFile, 'utf8')).toBe(before);
  });
});

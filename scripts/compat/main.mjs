// `npm run test:compat`: today's site against the previous release (docs/deploy.md#compatibility).
//  1. builds today's site (what is not built yet) and the previous release's (cached per commit in /tmp);
//  2. the static check: every module a host or slice of one release asks for is exposed by the other's slices;
//  3. two runs of the browser smoke (e2e/compat): today's host and API with the previous slices, then the previous
//     host with today's slices.
// Uses the site's ports (3000–3004, 4000, 1025, 1080): run it alone (`flock /tmp/qs-e2e.lock npm run test:compat`).
// `-- --base <ref>` (or QS_COMPAT_BASE) compares with another commit; other arguments after `--` go to Playwright.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../build.mjs';
import { ROOT } from '../workspaces.mjs';
import { checkCheckouts } from './contract-check.mjs';
import { CACHE_ROOT, ensurePreviousBuild, previousRelease } from './previous-release.mjs';
import { startMixedSite } from './site.mjs';

const startedAt = Date.now();
const since = (from = startedAt) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`compat: ${line}`);

const { values, positionals } = parseArgs({
  options: { base: { type: 'string' } },
  allowPositionals: true,
  strict: false,
});

/** Runs the browser smoke set against the site that is up; resolves with Playwright's exit code. */
const smoke = (run, env) =>
  new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        'compat/playwright.compat.config.ts',
        ...positionals,
      ],
      { cwd: path.join(ROOT, 'e2e'), env: { ...process.env, ...env, QS_COMPAT_RUN: run }, stdio: 'inherit' },
    );
    child.on('close', (code) => resolve(code ?? 1));
  });

/** The mixed site running now, stopped on a signal too. */
let current = null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    log(`${signal}: stopping`);
    void (current?.stop() ?? Promise.resolve()).then(() => process.exit(1));
  });

const main = async () => {
  const release = previousRelease(ROOT, {
    base: typeof values.base === 'string' ? values.base : process.env.QS_COMPAT_BASE,
  });
  log(
    `today is the working tree${release.dirty ? ' (with uncommitted changes)' : ''}; the previous release is ${release.ref} = ${release.short}: ${release.why}`,
  );

  const building = Date.now();
  log("today's builds…");
  await buildSite({ typeCheck: false, log: (line) => log(line) });
  const previous = await ensurePreviousBuild(ROOT, release, log);
  log(`builds ready (${since(building)})`);

  const { problems, checked } = checkCheckouts(ROOT, previous.dir, {
    today: 'today',
    previous: `release ${release.short}`,
  });
  log(`contract: ${checked.length} pairs of a host or slice of one release and a slice of the other checked`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`compat: contract: ${problem}`);
    return 1;
  }

  const runs = [
    {
      name: 'today-host',
      what: `today's host and API with the slices of ${release.short}`,
      hostTree: ROOT,
      remotesTree: previous.dir,
      remotesVersion: previous.version,
    },
    {
      name: 'previous-host',
      what: `the host of ${release.short} with today's slices (and today's API)`,
      hostTree: previous.dir,
      remotesTree: ROOT,
      remotesVersion: '1.0.0',
    },
  ];
  const results = [];
  for (const run of runs) {
    const from = Date.now();
    log(`${run.name}: starting ${run.what}…`);
    const site = await startMixedSite({
      root: ROOT,
      ...run,
      workDir: path.join(CACHE_ROOT, 'runs', run.name),
    });
    current = site;
    let code;
    try {
      log(`${run.name}: up in ${since(from)} (processes' output: ${site.logFile}); smoke…`);
      code = await smoke(run.name, { QS_COMPAT_PREVIOUS_VERSION: previous.version });
    } finally {
      await site.stop();
      current = null;
    }
    results.push({ ...run, code, seconds: since(from) });
    log(`${run.name}: ${code === 0 ? 'passed' : 'FAILED'} (${since(from)})`);
  }
  for (const { name, what, code, seconds } of results)
    log(`${code === 0 ? 'ok    ' : 'FAILED'} ${name}: ${what} (${seconds})`);
  return results.every(({ code }) => code === 0) ? 0 : 1;
};

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`compat: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
log(`${process.exitCode === 0 ? 'passed' : 'failed'} in ${since()} on ${os.availableParallelism()} cores`);

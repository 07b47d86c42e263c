// Builds what is not built, or was built from other inputs than today's (scripts/build-plan.mjs); `--all`
// rebuilds everything.
import path from 'node:path';
import os from 'node:os';
import { BUILD_ENV, buildTargets, forgetBuild, planBuilds, recordBuild } from './build-plan.mjs';
import { runAtOnce, runCommand } from './parallel.mjs';
import { AGENT_INBOX, REMOTES, ROOT } from './workspaces.mjs';

/** How often a build under way is named with its time so far. */
const PROGRESS_MS = 5_000;
/** The builds a first page waits for (npm start serves once the API and the host are up). */
const FIRST = new Set(['api', 'host']);
/** The niceness of a slice's build while one of those is still building: it gets the cores they leave. */
const LOWER_PRIORITY = 10;

/** Sets a process's scheduling priority; a machine that refuses (raising it back needs the right) keeps it. */
const prioritize = (child, priority) => {
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, priority);
  } catch {
    // not allowed: the build runs on as it was
  }
};

const since = (started) => `${Math.round((Date.now() - started) / 1000)} s`;

/**
 * Builds the API, the host and the slices that cannot be reused (all with `all`), in the order of build-plan.mjs,
 * as many at once as the machine has cores: no build reads another's output, and one build keeps about one core
 * busy. Says what it builds, and every few seconds what is still building and for how long.
 * @param {object} [options]
 * @param {boolean} [options.all] rebuild everything
 * @param {boolean} [options.typeCheck] false: compile the API without checking its types (npm start)
 * @param {(dir: string) => void} [options.onReady] called for each workspace as soon as its build is there
 *   (reused, or done): npm start starts its server then, not once every build has ended
 * @param {(line: string) => void} [options.log]
 */
export const buildSite = async ({ all = false, typeCheck = true, onReady = () => {}, log = console.log } = {}) => {
  const env = Object.fromEntries(BUILD_ENV.map((name) => [name, process.env[name]]));
  const targets = planBuilds(ROOT, buildTargets({ remotes: REMOTES, apps: [AGENT_INBOX], typeCheck }), { all, env });
  const reused = targets.filter((target) => target.reuse);
  const pending = targets.filter((target) => !target.reuse);
  if (reused.length > 0)
    log(`reusing the builds of ${reused.map(({ dir }) => dir).join(', ')} (their inputs did not change)`);
  for (const { dir } of reused) onReady(dir);
  if (pending.length === 0) return;
  const lanes = Math.min(os.availableParallelism(), pending.length);
  log(`building ${pending.map(({ dir }) => dir).join(', ')}, ${lanes} at a time…`);
  /** @type {Map<string, number>} the builds under way and when each started */
  const running = new Map();
  // A slice's build started while the API's or the host's still runs is niced until they have ended: on a busy
  // 2-core machine it otherwise takes a third of the CPU time the first page waits for.
  const firstPending = new Set(pending.filter(({ dir }) => FIRST.has(dir)).map(({ dir }) => dir));
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const lowered = new Set();
  const firstEnded = (dir) => {
    if (!firstPending.delete(dir) || firstPending.size > 0) return;
    for (const child of lowered) prioritize(child, 0);
    lowered.clear();
  };
  const progress = setInterval(() => {
    if (running.size > 0)
      log(`building ${[...running].map(([dir, started]) => `${dir}… ${since(started)}`).join(', ')}`);
  }, PROGRESS_MS);
  try {
    const results = await runAtOnce(pending, async (target) => {
      running.set(target.dir, Date.now());
      forgetBuild(ROOT, target.dir);
      let spawned = null;
      const { code, output, seconds } = await runCommand(
        process.execPath,
        [path.join(ROOT, 'node_modules', target.command.bin), ...target.command.args],
        path.join(ROOT, target.dir),
        {
          onSpawn: (child) => {
            spawned = child;
            if (FIRST.has(target.dir) || firstPending.size === 0) return;
            prioritize(child, LOWER_PRIORITY);
            lowered.add(child);
          },
        },
      );
      running.delete(target.dir);
      if (spawned) lowered.delete(spawned);
      firstEnded(target.dir);
      // The whole output of a failed build; a line for one that worked (webpack's report is long).
      if (code !== 0) {
        log(`${output}\nbuild of ${target.dir} failed`);
        return code;
      }
      recordBuild(ROOT, target.dir, target.hash);
      log(`built ${target.dir} (${seconds.toFixed(1)} s)`);
      onReady(target.dir);
      return code;
    });
    const failed = results.filter(({ result }) => result !== 0).map(({ item }) => item.dir);
    if (failed.length > 0) throw new Error(`build of ${failed.join(', ')} failed`);
  } finally {
    clearInterval(progress);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildSite({ all: process.argv.includes('--all') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

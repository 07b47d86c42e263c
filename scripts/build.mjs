// Builds what is not built (or is older than its sources); `--all` rebuilds everything.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runAtOnce, runCommand } from './parallel.mjs';
import { API, HOST, REMOTES, ROOT, SHARED_SOURCES } from './workspaces.mjs';

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(dir).reduce((latest, name) => Math.max(latest, newest(path.join(dir, name))), stat.mtimeMs);
};

const isStale = (workspace, sources) => {
  const dist = path.join(ROOT, workspace, 'dist');
  if (!existsSync(dist)) return true;
  const built = statSync(dist).mtimeMs;
  return sources.some((source) => newest(path.join(ROOT, source)) > built);
};

/**
 * Builds the API, the host and the remotes that are stale (all with `all`), as many at once as the machine has
 * cores: no build reads another's output, and one webpack build keeps about one core busy (38 s one after the
 * other on this 2-core machine).
 */
export const buildSite = async ({ all = false } = {}) => {
  const targets = [
    { dir: API.dir, sources: ['api/src'] },
    ...[HOST, ...REMOTES].map(({ dir }) => ({
      dir,
      sources: [`${dir}/src`, `${dir}/webpack.config.js`, ...SHARED_SOURCES],
    })),
  ];
  const pending = targets.filter(({ dir, sources }) => all || isStale(dir, sources)).map(({ dir }) => dir);
  if (pending.length > 0) console.log(`building ${pending.join(', ')}…`);
  const results = await runAtOnce(pending, async (dir) => {
    const { code, output, seconds } = await runCommand('npm', ['run', 'build', '-w', dir], ROOT);
    // The whole output of a failed build; a line for one that worked (webpack's report is long).
    process.stdout.write(
      code === 0 ? `built ${dir} (${seconds.toFixed(1)} s)\n` : `${output}\nbuild of ${dir} failed\n`,
    );
    return code;
  });
  const failed = results.filter(({ result }) => result !== 0).map(({ item }) => item);
  if (failed.length > 0) throw new Error(`build of ${failed.join(', ')} failed`);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildSite({ all: process.argv.includes('--all') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

// Builds what is not built (or is older than its sources); `--all` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
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

export const buildSite = ({ all = false } = {}) => {
  const targets = [
    { dir: API.dir, sources: ['api/src'] },
    ...[HOST, ...REMOTES].map(({ dir }) => ({ dir, sources: [`${dir}/src`, `${dir}/webpack.config.js`, ...SHARED_SOURCES] })),
  ];
  for (const { dir, sources } of targets) {
    if (!all && !isStale(dir, sources)) continue;
    console.log(`building ${dir}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', dir], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`build of ${dir} failed`);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildSite({ all: process.argv.includes('--all') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

// The type checks of every workspace and of the repo's JavaScript (`tsconfig.js.json`), as many at once as the
// machine has cores: each `tsc` is one thread, and one after the other they took a minute of `npm test` on two
// cores. Each check's output is printed whole when it ends; the exit code is non-zero if any failed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runAtOnce, runCommand } from './parallel.mjs';
import { ROOT } from './workspaces.mjs';

/** @typedef {{ name: string, command: string, args: string[], cwd: string }} Check */

/** @returns {Check[]} */
const checks = () => {
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  /** @type {Check[]} */
  const list = [];
  for (const workspace of /** @type {string[]} */ (root.workspaces)) {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
    if (manifest.scripts?.typecheck)
      list.push({
        name: manifest.name,
        command: 'npm',
        args: ['run', '--silent', 'typecheck'],
        cwd: path.join(ROOT, workspace),
      });
  }
  list.push({
    name: 'repo JavaScript (tsconfig.js.json)',
    command: path.join(ROOT, 'node_modules/.bin/tsc'),
    args: ['-p', 'tsconfig.js.json'],
    cwd: ROOT,
  });
  return list;
};

const results = await runAtOnce(checks(), async (check) => {
  const { code, output, seconds } = await runCommand(check.command, check.args, check.cwd);
  process.stdout.write(
    `${code === 0 ? 'ok' : 'FAILED'}  ${check.name} (${seconds.toFixed(1)} s)\n${code === 0 ? '' : output}`,
  );
  return code;
});
const failed = results.filter(({ result }) => result !== 0);
if (failed.length > 0) {
  process.stderr.write(`type check failed: ${failed.map(({ item }) => item.name).join(', ')}\n`);
  process.exit(1);
}

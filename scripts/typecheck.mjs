// The type checks of every workspace and of the repo's JavaScript (`tsconfig.js.json`), as many at once as the
// machine has cores: each `tsc` is one thread, and one after the other they took a minute of `npm test` on two
// cores. Each check's output is printed whole when it ends; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './workspaces.mjs';

/** @typedef {{ name: string, command: string, args: string[], cwd: string }} Check */

/** @returns {Check[]} */
const checks = () => {
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  /** @type {Check[]} */
  const list = [];
  for (const workspace of /** @type {string[]} */ (root.workspaces)) {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
    if (manifest.scripts?.typecheck) list.push({ name: manifest.name, command: 'npm', args: ['run', '--silent', 'typecheck'], cwd: path.join(ROOT, workspace) });
  }
  list.push({ name: 'repo JavaScript (tsconfig.js.json)', command: path.join(ROOT, 'node_modules/.bin/tsc'), args: ['-p', 'tsconfig.js.json'], cwd: ROOT });
  return list;
};

/** @param {Check} check @returns {Promise<{ check: Check, code: number | null, output: string }>} */
const run = (check) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(check.command, check.args, { cwd: check.cwd, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}  ${check.name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${code === 0 ? '' : output}`);
      resolve({ check, code, output });
    });
  });

const pending = checks();
const parallel = Math.max(1, Math.min(os.availableParallelism(), pending.length));
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let next = pending.shift(); next; next = pending.shift()) results.push(await run(next));
  }),
);
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  process.stderr.write(`type check failed: ${failed.map((result) => result.check.name).join(', ')}\n`);
  process.exit(1);
}

// Commands run as many at once as the machine has cores (the type checks, the builds): each is one process that
// keeps about one core busy, so one after the other they left the second core of the CI machine idle.
import { spawn } from 'node:child_process';
import os from 'node:os';

/** @typedef {{ code: number | null, output: string, seconds: number }} CommandResult */

/**
 * Runs one command with its output (stdout and stderr, in order) collected, to be printed whole when it ends.
 * `onSpawn` gets its process once started (build.mjs sets its scheduling priority).
 * @param {string} command @param {string[]} args @param {string} cwd
 * @param {{ onSpawn?: (child: import('node:child_process').ChildProcess) => void }} [options]
 * @returns {Promise<CommandResult>}
 */
export const runCommand = (command, args, cwd, { onSpawn } = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: process.env });
    onSpawn?.(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });

/**
 * Runs `run` on every item, at most as many at once as the machine has cores, in the list's order; answers
 * each item with its result, in the order they ended.
 * @template T, R
 * @param {T[]} items @param {(item: T) => Promise<R>} run
 * @returns {Promise<Array<{ item: T, result: R }>>}
 */
export const runAtOnce = async (items, run) => {
  const pending = [...items];
  /** @type {Array<{ item: T, result: R }>} */
  const done = [];
  const lanes = Math.max(1, Math.min(os.availableParallelism(), pending.length));
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let item = pending.shift(); item !== undefined; item = pending.shift())
        done.push({ item, result: await run(item) });
    }),
  );
  return done;
};

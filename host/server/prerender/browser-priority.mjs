// The capture worker's Chromium gives way to serving visitors, as the worker does (capture-worker-process.mjs).
// A process's niceness alone does not do it on Linux with autogroup scheduling
// (/proc/sys/kernel/sched_autogroup_enabled = 1, the default of most distributions): CPU time is first shared
// equally between autogroups (one per session), and nice only orders processes inside one. Playwright starts
// Chromium in a session of its own (detached), so its autogroup has nice 0 whatever the worker's niceness is:
// it took an equal share of the CPU from the visitors' requests (and, in e2e, from the test browser). Its
// autogroup is given the worker's niceness (`/proc/{pid}/autogroup`), which weighs the whole group.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { getPriority } from 'node:os';

/**
 * The pids of this process's children (every thread's list: a child belongs to the thread that started it).
 * @param {string} proc the /proc folder (a test's stand-in)
 * @param {number} pid
 */
export const childPids = async (proc, pid) => {
  const tasks = await readdir(`${proc}/${pid}/task`).catch(() => []);
  const lists = await Promise.all(tasks.map((tid) => readFile(`${proc}/${pid}/task/${tid}/children`, 'utf8').catch(() => '')));
  return [...new Set(lists.join(' ').split(/\s+/).filter(Boolean).map(Number))];
};

/**
 * Gives the autogroups of this process's children its own niceness (none when it is 0 or the kernel has no
 * autogroups). Returns the pids whose group was set; a refusal (a container without the right) is logged, not thrown.
 * @param {{ proc?: string, pid?: number, nice?: number, log?: (line: string) => void, write?: (file: string, value: string) => Promise<void> }} [options]
 */
export const lowerChildrenGroups = async ({ proc = '/proc', pid = process.pid, nice = getPriority(), log = () => {}, write = writeFile } = {}) => {
  if (nice <= 0) return [];
  const set = [];
  for (const child of await childPids(proc, pid)) {
    const group = `${proc}/${child}/autogroup`;
    // No file: the kernel has no autogroups, and niceness alone already works.
    const current = await readFile(group, 'utf8').catch(() => null);
    if (current === null) continue;
    try {
      await write(group, String(nice));
      set.push(child);
    } catch (error) {
      log(`prerender: could not lower the capture browser's priority (${/** @type {Error} */ (error).message})`);
    }
  }
  return set;
};

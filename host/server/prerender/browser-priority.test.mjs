import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childPids, lowerChildrenGroups } from './browser-priority.mjs';

/** A stand-in /proc: process `pid` with threads listing children, and each child's autogroup file (or none). */
const fakeProc = (pid, threads, groups) => {
  const proc = mkdtempSync(path.join(tmpdir(), 'qs-proc-'));
  for (const [tid, children] of Object.entries(threads)) {
    mkdirSync(path.join(proc, String(pid), 'task', tid), { recursive: true });
    writeFileSync(path.join(proc, String(pid), 'task', tid, 'children'), children);
  }
  for (const [child, group] of Object.entries(groups)) {
    mkdirSync(path.join(proc, child), { recursive: true });
    if (group !== null) writeFileSync(path.join(proc, child, 'autogroup'), group);
  }
  return proc;
};

describe('the capture browser gives way to visitors under autogroup scheduling', () => {
  let proc;
  afterEach(() => rmSync(proc, { recursive: true, force: true }));

  it('finds the children of every thread, once each', async () => {
    proc = fakeProc(10, { 10: '20 21 ', 11: '21 22' }, {});
    expect((await childPids(proc, 10)).sort()).toEqual([20, 21, 22]);
  });

  it("gives each child's autogroup the worker's niceness", async () => {
    proc = fakeProc(10, { 10: '20', 11: '21' }, { 20: '/autogroup-7 nice 0\n', 21: '/autogroup-8 nice 0\n' });
    expect((await lowerChildrenGroups({ proc, pid: 10, nice: 10 })).sort()).toEqual([20, 21]);
    expect(readFileSync(path.join(proc, '20', 'autogroup'), 'utf8')).toBe('10');
    expect(readFileSync(path.join(proc, '21', 'autogroup'), 'utf8')).toBe('10');
  });

  it('leaves everything as it is for a worker at niceness 0, a kernel without autogroups or no children', async () => {
    proc = fakeProc(10, { 10: '20 21' }, { 20: '/autogroup-7 nice 0\n', 21: null });
    expect(await lowerChildrenGroups({ proc, pid: 10, nice: 0 })).toEqual([]);
    expect(readFileSync(path.join(proc, '20', 'autogroup'), 'utf8')).toBe('/autogroup-7 nice 0\n');
    expect(await lowerChildrenGroups({ proc, pid: 10, nice: 10 })).toEqual([20]);
    expect(await lowerChildrenGroups({ proc, pid: 99, nice: 10 })).toEqual([]);
  });

  it('logs a refusal instead of failing the capture', async () => {
    proc = fakeProc(10, { 10: '20' }, { 20: '/autogroup-7 nice 0\n' });
    const lines = [];
    const refuse = async () => {
      throw new Error('EACCES: permission denied');
    };
    expect(await lowerChildrenGroups({ proc, pid: 10, nice: 10, log: (line) => lines.push(line), write: refuse })).toEqual([]);
    expect(lines).toEqual(["prerender: could not lower the capture browser's priority (EACCES: permission denied)"]);
  });
});

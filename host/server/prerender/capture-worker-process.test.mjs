import { spawn } from 'node:child_process';
import { getPriority } from 'node:os';
import { captureNice, lowerPriority } from './capture-worker-process.mjs';

describe('captureNice (QS_CAPTURE_NICE)', () => {
  it('is 10 when unset, and takes a whole number from 0 to 19', () => {
    expect(captureNice(undefined)).toBe(10);
    expect(captureNice('')).toBe(10);
    expect(captureNice('0')).toBe(0);
    expect(captureNice('19')).toBe(19);
  });

  it('refuses what is not such a number, naming the setting', () => {
    for (const value of ['-5', '20', '3.5', 'low']) expect(() => captureNice(value)).toThrow(/QS_CAPTURE_NICE/);
  });
});

describe('lowerPriority', () => {
  it("lowers a child process's priority to the niceness asked", async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      const log = jest.fn();
      lowerPriority(child.pid, 12, log);
      expect(getPriority(/** @type {number} */ (child.pid))).toBe(12);
      expect(log).not.toHaveBeenCalled();
    } finally {
      child.kill();
    }
  });

  it('logs instead of failing when the system refuses', () => {
    const log = jest.fn();
    lowerPriority(2 ** 22 + 12345, 10, log);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not lower'));
  });
});

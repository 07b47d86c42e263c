import os from 'node:os';
import { runAtOnce, runCommand } from './parallel.mjs';

describe('runAtOnce', () => {
  it('runs every item, never more at once than the machine has cores', async () => {
    let running = 0;
    let most = 0;
    const items = Array.from({ length: 7 }, (_, index) => index);
    const done = await runAtOnce(items, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (item % 3)));
      running -= 1;
      return item * 10;
    });
    expect(done.map(({ item }) => item).sort((a, b) => a - b)).toEqual(items);
    expect(done.every(({ item, result }) => result === item * 10)).toBe(true);
    expect(most).toBe(Math.min(os.availableParallelism(), items.length));
  });

  it('answers nothing for nothing', async () => {
    expect(await runAtOnce([], async () => 1)).toEqual([]);
  });
});

describe('runCommand', () => {
  it("collects a command's output and exit code", async () => {
    const { code, output } = await runCommand(
      process.execPath,
      ['-e', "process.stdout.write('out '); process.stderr.write('err '); process.exit(3)"],
      process.cwd(),
    );
    expect(code).toBe(3);
    // Two pipes: which one is read first is not fixed.
    expect(output.trim().split(/\s+/).sort()).toEqual(['err', 'out']);
  });

  it('hands the started process to onSpawn', async () => {
    let pid;
    const { code } = await runCommand(
      process.execPath,
      ['-e', 'process.stdout.write(String(process.pid))'],
      process.cwd(),
      {
        onSpawn: (child) => (pid = child.pid),
      },
    );
    expect(code).toBe(0);
    expect(typeof pid).toBe('number');
  });

  it('answers a command that cannot start with its error instead of throwing', async () => {
    const { code, output } = await runCommand('/no/such/command', [], process.cwd());
    expect(code).not.toBe(0);
    expect(output).toContain('ENOENT');
  });
});

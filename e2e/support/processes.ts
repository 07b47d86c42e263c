import type { ChildProcess } from 'node:child_process';

/** Waits until `url` answers 2xx, failing when `child` exits first or the time is up. */
export const waitFor = async (url: string, child: ChildProcess, what: string, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      /* not yet listening */
    }
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** Stops a child process and waits for it to exit (nothing when it is not running). */
export const stopChild = async (child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
};

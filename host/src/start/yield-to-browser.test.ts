import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  const original = (globalThis as { scheduler?: unknown }).scheduler;
  const originalChannel = (globalThis as { MessageChannel?: unknown }).MessageChannel;
  afterEach(() => {
    (globalThis as { scheduler?: unknown }).scheduler = original;
    (globalThis as { MessageChannel?: unknown }).MessageChannel = originalChannel;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTask };
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a message', () => NodeMessageChannel],
    ['a timer', () => undefined],
  ])('otherwise resumes in a later task (%s), after what was already queued', async (_, channel) => {
    (globalThis as { scheduler?: unknown }).scheduler = undefined;
    (globalThis as { MessageChannel?: unknown }).MessageChannel = channel();
    const order: string[] = [];
    void Promise.resolve().then(() => order.push('microtask'));
    setTimeout(() => order.push('a task queued before'), 0);
    await yieldToBrowser();
    order.push('after the yield');
    expect(order[0]).toBe('microtask');
    expect(order).toContain('after the yield');
  });
});

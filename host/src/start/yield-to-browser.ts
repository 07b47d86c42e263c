interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: the browser may paint and answer a tap before the start's next step runs. A phone
 * spends a long time evaluating the start's code, and one task that long is time a visitor's tap waits for
 * (the page's total blocking time); steps of a few tens of milliseconds each leave it room between them.
 */
export const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message is a new task, and unlike setTimeout(0) it is not clamped nor delayed after a few nested calls.
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};

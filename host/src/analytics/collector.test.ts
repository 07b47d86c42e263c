import { createCollector, FLUSH_DELAY_MS, MAX_BATCH, MAX_EVENTS_PER_LOAD, type CollectedEvent } from './collector';

const event = (n: number): CollectedEvent => ({
  name: 'page_view',
  category: 'analytics',
  clientId: 'client-0001',
  at: new Date(0).toISOString(),
  page: `/p/${n}`,
});

describe('the collector', () => {
  it('gathers events and sends them together after a short delay', () => {
    const send = jest.fn();
    const timers: (() => void)[] = [];
    const collector = createCollector({
      send,
      schedule: (run, ms) => timers.push(ms === FLUSH_DELAY_MS ? run : () => 0),
    });
    collector.add(event(1));
    collector.add(event(2));
    expect(send).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(send).toHaveBeenCalledWith([event(1), event(2)]);
    expect(collector.pending).toBe(0);
  });

  it('sends a full batch at once, and never more than a batch per request', () => {
    const send = jest.fn();
    const collector = createCollector({ send, schedule: () => undefined });
    for (let n = 0; n < MAX_BATCH + 3; n += 1) collector.add(event(n));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toHaveLength(MAX_BATCH);
    collector.flush();
    expect(send.mock.calls[1][0]).toHaveLength(3);
  });

  it('sends at most MAX_EVENTS_PER_LOAD events in a page load', () => {
    const send = jest.fn();
    const collector = createCollector({ send, schedule: () => undefined });
    for (let n = 0; n < MAX_EVENTS_PER_LOAD + 50; n += 1) collector.add(event(n));
    collector.flush();
    const sent = send.mock.calls.reduce((sum, [batch]) => sum + batch.length, 0);
    expect(sent).toBe(MAX_EVENTS_PER_LOAD);
  });
});

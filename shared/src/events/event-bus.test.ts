import { EventBus, getEventBus } from './event-bus';
import { emptyProfile } from '../domain/profile';

describe('EventBus', () => {
  it('delivers a typed event to subscribers of its name only', () => {
    const bus = new EventBus();
    const compared: number[][] = [];
    const opened: string[] = [];
    bus.on('compare/changed').subscribe(({ planIds }) => compared.push(planIds));
    bus.on('plan/open-detail').subscribe(({ url }) => opened.push(url));

    bus.emit('compare/changed', { planIds: [1, 2] });

    expect(compared).toEqual([[1, 2]]);
    expect(opened).toEqual([]);
  });

  it('replays the current profile and referrer to late subscribers', () => {
    const bus = new EventBus();
    const profile = emptyProfile();
    bus.emit('profile/changed', { productType: 'colombia', profile });
    bus.emit('referrer/changed', { referrer: null });

    const late: unknown[] = [];
    bus.on('profile/changed').subscribe((payload) => late.push(payload));

    expect(late).toEqual([{ productType: 'colombia', profile }]);
    expect(bus.current('referrer/changed')).toEqual({ referrer: null });
  });

  it('does not replay one-off events such as contact/sent', () => {
    const bus = new EventBus();
    bus.emit('compare/changed', { planIds: [3] });
    const late: unknown[] = [];
    bus.on('compare/changed').subscribe((payload) => late.push(payload));
    expect(late).toEqual([]);
  });

  it('ignores unknown names, unknown versions and malformed events', () => {
    const bus = new EventBus();
    const seen: unknown[] = [];
    bus.on('compare/changed').subscribe((payload) => seen.push(payload));

    bus.publish({ name: 'cart/updated', version: 1, payload: {} });
    bus.publish({ name: 'compare/changed', version: 2, payload: { planIds: [9] } });
    bus.publish('compare/changed');
    bus.publish(null);
    bus.publish({ name: 'compare/changed', version: 1, payload: { planIds: [4] } });

    expect(seen).toEqual([{ planIds: [4] }]);
  });

  it('is one bus per page', () => {
    expect(getEventBus()).toBe(getEventBus());
  });
});

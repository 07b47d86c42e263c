import { createStore } from 'jotai';
import { atomFromBusEvent } from './jotai-bridge';
import { getEventBus } from './event-bus';
import { emptyProfile } from '../domain/profile';

describe('atomFromBusEvent', () => {
  it('starts from the replayed value and follows later events while mounted', () => {
    const bus = getEventBus();
    const first = { ...emptyProfile(), ingresodatos: true };
    bus.emit('profile/changed', { productType: 'colombia', profile: first });

    const profileAtom = atomFromBusEvent('profile/changed');
    const store = createStore();
    const seen: unknown[] = [];
    const unsubscribe = store.sub(profileAtom, () => seen.push(store.get(profileAtom)));

    expect(store.get(profileAtom)).toEqual({ productType: 'colombia', profile: first });

    const second = { ...first, cargas: [{ edad: 4, sexo: 'Femenino' as const }] };
    bus.emit('profile/changed', { productType: 'colombia', profile: second });
    expect(store.get(profileAtom)).toEqual({ productType: 'colombia', profile: second });
    expect(seen.length).toBeGreaterThan(0);

    unsubscribe();
    bus.emit('profile/changed', { productType: 'colectivo', profile: first });
    expect(seen).toHaveLength(1);
  });
});

import { completeProfile, readProfile, saveProfile } from './profile-store';
import { getEventBus } from '../events/event-bus';
import { emptyProfile } from '../domain/profile';

describe('profile store', () => {
  it('stores profiles per product type under the versioned country key V1.6_CO', () => {
    saveProfile('colombia', emptyProfile());
    saveProfile('colectivo', { ...emptyProfile(), colectivo: { cantidadempleados: 25 } });

    const stored = JSON.parse(localStorage.getItem('V1.6_CO') ?? '{}');
    expect(Object.keys(stored)).toEqual(['colombia', 'colectivo']);
    expect(readProfile('colectivo')?.colectivo?.cantidadempleados).toBe(25);
    expect(readProfile('pets')).toBeNull();
  });

  it('completing a profile marks it entered, stores it and emits profile/completed', () => {
    const completed: unknown[] = [];
    const subscription = getEventBus().on('profile/completed').subscribe((payload) => completed.push(payload));

    completeProfile('colombia', emptyProfile());

    expect(readProfile('colombia')?.ingresodatos).toBe(true);
    expect(completed).toEqual([{ productType: 'colombia', profile: expect.objectContaining({ ingresodatos: true }) }]);
    expect(getEventBus().current('profile/changed')?.profile?.ingresodatos).toBe(true);
    subscription.unsubscribe();
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem('V1.6_CO', '{not json');
    expect(readProfile('colombia')).toBeNull();
  });
});

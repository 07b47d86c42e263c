import { act, renderHook } from '@testing-library/react';
import { completeProfile, readProfile, saveProfile } from './profile-store';
import { clearProfileNotice, useDroppedProfileFields } from './profile-notice';
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
    const subscription = getEventBus()
      .on('profile/completed')
      .subscribe((payload) => completed.push(payload));

    completeProfile('colombia', emptyProfile());

    expect(readProfile('colombia')?.ingresodatos).toBe(true);
    expect(completed).toEqual([{ productType: 'colombia', profile: expect.objectContaining({ ingresodatos: true }) }]);
    expect(getEventBus().current('profile/changed')?.profile?.ingresodatos).toBe(true);
    subscription.unsubscribe();
  });

  it('drops what a tampered profile breaks, stores it back without it and reports it for the notice (docs/product/forms.md#profile-storage)', () => {
    const notice = renderHook(() => useDroppedProfileFields());
    localStorage.setItem(
      'V1.6_CO',
      JSON.stringify({
        colombia: { ingresodatos: true, cotizante: 'todos' },
        pets: { ingresodatos: true, cotizante: [], cargas: [], mascota: [{ especie: 'Gato', edad: 4 }] },
      }),
    );
    let read: unknown;
    act(() => {
      read = readProfile('colombia');
    });

    const repaired = { ingresodatos: true, cotizante: [{ edad: 25, sexo: 'Masculino' }], cargas: [] };
    expect(read).toEqual(repaired);
    expect(JSON.parse(localStorage.getItem('V1.6_CO') ?? '{}')).toEqual({
      colombia: repaired,
      pets: { ingresodatos: true, cotizante: [], cargas: [], mascota: [{ especie: 'Gato', edad: 4 }] },
    });
    expect(notice.result.current).toEqual(['cotizante']);
    act(() => clearProfileNotice());
    expect(notice.result.current).toEqual([]);
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem('V1.6_CO', '{not json');
    expect(readProfile('colombia')).toBeNull();
  });
});

import { canonicalBody, keyForBody } from './idempotency-key';

const counter = () => {
  let n = 0;
  return () => `key-${(n += 1)}`;
};

describe('Idempotency-Key per body', () => {
  it('keeps the key for the same body, whatever the key order', () => {
    const makeKey = counter();
    const first = keyForBody(null, { first_name: 'Ana', email: 'ana@correo.co' }, makeKey);
    const again = keyForBody(first, { email: 'ana@correo.co', first_name: 'Ana' }, makeKey);
    expect(again.key).toBe('key-1');
  });

  it('makes a new key when any field changed', () => {
    const makeKey = counter();
    const first = keyForBody(null, { first_name: 'Ana', perfil: { cotizante: [{ edad: 30 }] } }, makeKey);
    expect(keyForBody(first, { first_name: 'Ana María', perfil: { cotizante: [{ edad: 30 }] } }, makeKey).key).toBe(
      'key-2',
    );
    expect(keyForBody(first, { first_name: 'Ana', perfil: { cotizante: [{ edad: 31 }] } }, makeKey).key).toBe('key-3');
  });

  it('ignores fields that are not sent (undefined)', () => {
    expect(canonicalBody({ a: 1, mensaje: undefined })).toBe(canonicalBody({ a: 1 }));
  });

  it('makes UUIDs by default', () => {
    expect(keyForBody(null, {}).key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

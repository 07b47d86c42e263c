import { z } from './zod';

describe('the configured zod', () => {
  it('validates without compiling code (the CSP forbids eval)', () => {
    const probe = jest.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: 'Ana' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});

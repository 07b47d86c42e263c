import { formatBogotaTime } from './bogota-time.mjs';

describe('formatBogotaTime', () => {
  it("writes the moment in Bogotá's time (UTC-5), in Spanish", () => {
    expect(formatBogotaTime('2026-11-28T15:05:00.000Z')).toMatch(/^28 de noviembre de 2026.*10:05/);
    expect(formatBogotaTime('2026-11-29T03:30:00.000Z')).toMatch(/^28 de noviembre de 2026.*10:30/);
  });
});

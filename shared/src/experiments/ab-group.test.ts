import { AB_GROUPS_KEY, abGroupOf } from './ab-group';

describe('abGroupOf', () => {
  afterEach(() => localStorage.clear());

  it('draws a group evenly and keeps it, so the visitor always sees the same', () => {
    expect(abGroupOf('modal_test', () => 0.2)).toBe('variation');
    expect(abGroupOf('modal_test', () => 0.9)).toBe('variation');
    expect(JSON.parse(localStorage.getItem(AB_GROUPS_KEY)!)).toEqual({ modal_test: 'variation' });
    localStorage.clear();
    expect(abGroupOf('modal_test', () => 0.5)).toBe('control');
    expect(abGroupOf('modal_test', () => 0.1)).toBe('control');
  });

  it('draws again when the kept value is not a group of the test', () => {
    localStorage.setItem(AB_GROUPS_KEY, JSON.stringify({ modal_test: 'old-arm' }));
    expect(abGroupOf('modal_test', () => 0.99)).toBe('control');
    localStorage.setItem(AB_GROUPS_KEY, '[1,2]');
    expect(abGroupOf('modal_test', () => 0)).toBe('variation');
    expect(JSON.parse(localStorage.getItem(AB_GROUPS_KEY)!)).toEqual({ modal_test: 'variation' });
  });
});

import { applySwitchesFromUrl, readSwitches } from './switches';

describe('switches', () => {
  it('defaults to pixels on and the staff switches off', () => {
    expect(readSwitches()).toEqual({ 'internal-traffic': false, 'force-refresh': false, pixels: true });
  });

  it('stores switches named in the URL; a bare name means true', () => {
    expect(applySwitchesFromUrl('?internal-traffic&pixels=false&other=1')).toEqual(['internal-traffic', 'pixels']);
    expect(readSwitches()).toEqual({ 'internal-traffic': true, 'force-refresh': false, pixels: false });
  });
});

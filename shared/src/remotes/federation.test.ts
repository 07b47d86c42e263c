import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getEventBus } from '../events/event-bus';
import { registerServerSlices, registerSlices, SliceUnavailableError } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const entry = { name: 'content' as const, entry: 'http://localhost:3004/mf-manifest.json', version: '1.0.0' };
const installed = () =>
  jest.mocked(registerPlugins).mock.calls.flatMap(([plugins]) => plugins as ModuleFederationRuntimePlugin[]);
const versionGuard = () => installed().find((plugin) => plugin.name === 'qs-shared-version-guard')!;

describe('the version guard of the site', () => {
  it('is installed once, by the browser and by the server renderer', () => {
    registerServerSlices([{ ...entry, ssrEntry: 'http://localhost:3004/server/remoteEntry.js' }]);
    registerSlices([entry]);
    registerSlices([entry]);
    expect(installed().filter((plugin) => plugin.name === 'qs-shared-version-guard')).toHaveLength(1);
  });

  it('refuses an incompatible remote with the slice unavailable, on the console and on the bus', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const subscription = getEventBus()
      .on('slice/incompatible')
      .subscribe((payload) => seen.push(payload));
    const load = () =>
      (versionGuard().loadRemoteSnapshot as unknown as (args: unknown) => unknown)({
        options: { name: 'qs_host', shared: { '@qs/shared': [{ version: '1.0.0', from: 'qs_host' }] } },
        moduleInfo: { name: 'qs_content' },
        manifestJson: { shared: [{ name: '@qs/shared', singleton: true, requiredVersion: '^1.1.0' }] },
      });

    let thrown: unknown;
    try {
      load();
    } catch (refusal) {
      thrown = refusal;
    }

    expect(thrown).toBeInstanceOf(SliceUnavailableError);
    expect(thrown).toMatchObject({
      slice: 'content',
      message: 'El módulo content requiere @qs/shared ^1.1.0 (el sitio tiene 1.0.0)',
    });
    expect(error).toHaveBeenCalledWith(
      '[qs] El módulo content requiere @qs/shared ^1.1.0 (el sitio tiene 1.0.0)',
      expect.any(Array),
    );
    expect(seen).toEqual([
      { slice: 'content', mismatches: [{ pkg: '@qs/shared', required: '^1.1.0', provided: '1.0.0' }] },
    ]);
    subscription.unsubscribe();
    error.mockRestore();
  });
});

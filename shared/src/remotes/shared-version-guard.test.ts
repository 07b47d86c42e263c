import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedVersionGuardPlugin, unsatisfiedSingletons, type SharedMismatch } from './shared-version-guard';

const host = {
  name: 'qs_host',
  shared: {
    react: [{ version: '19.3.1', from: 'qs_host' }],
    '@qs/shared': [
      { version: '1.1.0', from: 'qs_content' },
      { version: '1.0.0', from: 'qs_host' },
    ],
  },
};
const provided = (pkg: string) =>
  host.shared[pkg as keyof typeof host.shared]?.find((s) => s.from === 'qs_host')?.version;

describe('unsatisfiedSingletons', () => {
  it.each([
    ['^1.0.0', true],
    ['~1.0.0', true],
    ['1.0.0', true],
    ['>=0.9.0', true],
    ['^1.1.0', false],
    ['^2.0.0', false],
    ['~1.1.0', false],
    ['1.0.1', false],
    ['>=1.0.1', false],
  ])('a remote requiring @qs/shared %s of a page with 1.0.0: satisfied %s', (required, satisfied) => {
    const found = unsatisfiedSingletons(
      'qs_detail',
      [{ name: '@qs/shared', singleton: true, requiredVersion: required }],
      provided,
    );
    expect(found).toEqual(satisfied ? [] : [{ remote: 'qs_detail', pkg: '@qs/shared', required, provided: '1.0.0' }]);
  });

  it('lets a non-singleton, a package the page does not share and a missing range through', () => {
    expect(
      unsatisfiedSingletons(
        'qs_detail',
        [
          { name: '@qs/shared', singleton: false, requiredVersion: '^2.0.0' },
          { name: 'left-pad', singleton: true, requiredVersion: '^2.0.0' },
          { name: 'react', singleton: true, requiredVersion: false },
          { name: 'react', singleton: true },
        ],
        provided,
      ),
    ).toEqual([]);
  });
});

const hook = (plugin: ModuleFederationRuntimePlugin, name: 'loadRemoteSnapshot' | 'initContainer') =>
  plugin[name] as unknown as (args: unknown) => unknown;

describe('sharedVersionGuardPlugin', () => {
  const refused: SharedMismatch[][] = [];
  const plugin = sharedVersionGuardPlugin((mismatches) => {
    refused.push(mismatches);
    return new Error('refused');
  });
  beforeEach(() => (refused.length = 0));

  const manifest = (requiredVersion: string) => ({
    options: host,
    moduleInfo: { name: 'qs_content' },
    manifestJson: {
      shared: [
        { name: 'react', singleton: true, requiredVersion: '^19.3.1', version: '19.3.1' },
        { name: '@qs/shared', singleton: true, requiredVersion, version: '1.1.0' },
      ],
    },
    from: 'manifest',
  });

  it('refuses a remote whose manifest requires a newer singleton, before its entry is fetched', () => {
    expect(() => hook(plugin, 'loadRemoteSnapshot')(manifest('^1.1.0'))).toThrow('refused');
    expect(refused).toEqual([[{ remote: 'qs_content', pkg: '@qs/shared', required: '^1.1.0', provided: '1.0.0' }]]);
  });

  it('passes a remote whose ranges the page satisfies, and a snapshot without a manifest', () => {
    const args = manifest('^1.0.0');
    expect(hook(plugin, 'loadRemoteSnapshot')(args)).toBe(args);
    const global = { options: host, moduleInfo: { name: 'qs_content' }, from: 'global' };
    expect(hook(plugin, 'loadRemoteSnapshot')(global)).toBe(global);
    expect(refused).toEqual([]);
  });

  const initialized = (requiredVersion: string) => ({
    origin: { options: host },
    remoteInfo: { name: 'qs_content' },
    shareScope: {
      react: { '19.3.1': { from: 'qs_host', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } } },
      '@qs/shared': {
        '1.0.0': { from: 'qs_host', shareConfig: { singleton: true, requiredVersion: '^1.0.0' } },
        '1.1.0': { from: 'qs_content', shareConfig: { singleton: true, requiredVersion } },
      },
    },
  });

  it('refuses a container loaded without a manifest (the server renderer) by what its initialization registered', () => {
    expect(() => hook(plugin, 'initContainer')(initialized('^1.1.0'))).toThrow('refused');
    expect(refused).toEqual([[{ remote: 'qs_content', pkg: '@qs/shared', required: '^1.1.0', provided: '1.0.0' }]]);
    const compatible = initialized('>=1.0.0');
    expect(hook(plugin, 'initContainer')(compatible)).toBe(compatible);
  });
});

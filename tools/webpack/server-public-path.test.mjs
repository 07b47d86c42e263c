import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const serverPublicPath = require('./server-public-path.js');

/** The globals a bundle sees, untyped here. */
const scope = /** @type {any} */ (globalThis);

const ENTRY = 'http://localhost:3002/server/remoteEntry.js';

/** The container's webpack require and the process's federation instances, as a bundle sees them. */
const givenContainer = ({ publicPath = '', hostCache = new Map() } = {}) => {
  scope.__webpack_require__ = {
    p: publicPath,
    federation: { initOptions: { name: 'qs_detail' }, rootOutputDir: '../' },
  };
  scope.__FEDERATION__ = { __INSTANCES__: [{ moduleCache: new Map() }, { moduleCache: hostCache }] };
  return scope.__webpack_require__;
};

const hostCacheWith = (entry) => new Map([['qs_detail', { remoteInfo: { entry } }]]);

afterEach(() => {
  delete scope.__webpack_require__;
  delete scope.__FEDERATION__;
});

test('the public path is the browser build folder: the server entry URL without server/', () => {
  const container = givenContainer({ hostCache: hostCacheWith(ENTRY) });
  const args = { options: {} };
  expect(serverPublicPath().beforeInit(args)).toBe(args);
  expect(container.p).toBe('http://localhost:3002/');
});

test('a remote under a path keeps it', () => {
  const container = givenContainer({
    hostCache: hostCacheWith('https://cdn.example.co/detail/2.0.0/server/remoteEntry.js'),
  });
  serverPublicPath().beforeInit({});
  expect(container.p).toBe('https://cdn.example.co/detail/2.0.0/');
});

test('before the host knows the entry, the public path is left for the next call', () => {
  const container = givenContainer();
  serverPublicPath().beforeInit({});
  expect(container.p).toBe('');
});

test('a public path already set is kept', () => {
  const container = givenContainer({ publicPath: 'http://other.example/', hostCache: hostCacheWith(ENTRY) });
  serverPublicPath().beforeInit({});
  expect(container.p).toBe('http://other.example/');
});

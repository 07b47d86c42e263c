// The libraries every page must load exactly once. Versions come from the
// consuming workspace's package.json so no range is typed twice.
const path = require('node:path');

/** share key → package whose declared range applies (subpaths use their package's range) */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  rxjs: 'rxjs',
  jotai: 'jotai',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@qs/shared': '@qs/shared',
};

/**
 * Shared singletons are not tree-shaken by default: the host would ship all of react-router
 * (61 KB gzip) and rxjs (18 KB). These lists are the contract of what any slice may import from
 * them; every build keeps at least these exports, so a singleton never needs a second copy.
 * A slice that needs another export adds it here (and the host is rebuilt first).
 */
const TREE_SHAKEN_EXPORTS = {
  'react-router': [
    'BrowserRouter',
    'MemoryRouter',
    'Routes',
    'Route',
    'Navigate',
    'Link',
    'NavLink',
    'Outlet',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
    'useNavigationType',
    'useMatch',
    'useInRouterContext',
    'matchPath',
    'generatePath',
    'createSearchParams',
  ],
  rxjs: [
    'Observable',
    'Subject',
    'BehaviorSubject',
    'ReplaySubject',
    'Subscription',
    'from',
    'of',
    'merge',
    'combineLatest',
    'firstValueFrom',
    'filter',
    'map',
    'distinctUntilChanged',
    'debounceTime',
    'take',
    'takeUntil',
    'startWith',
    'switchMap',
    'shareReplay',
    'skip',
  ],
};

/**
 * Test builds only: `QS_TEST_SHARED_VERSION=1.1.0` builds a remote as if it had been built against a newer
 * @qs/shared (its manifest then declares version 1.1.0 and requires ^1.1.0), which the host's version guard
 * must refuse (e2e/tests/shared-version-mismatch.desktop.spec.ts). Never set for a build that is deployed.
 */
const testSharedVersion = (key) => {
  const version = process.env.QS_TEST_SHARED_VERSION;
  return key === '@qs/shared' && version ? { version, requiredVersion: `^${version}` } : {};
};

/**
 * @param {string} workspaceDir
 * @param {{ eager?: boolean, treeShaking?: boolean }} [options]  treeShaking: false for a Node build,
 *   whose chunk format the shared tree-shaking (IndependentSharedPlugin) cannot build
 */
function sharedSingletons(workspaceDir, { eager = false, treeShaking: treeShake = true } = {}) {
  const pkg = require(path.join(workspaceDir, 'package.json'));
  const ranges = { ...pkg.peerDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, owner]) => {
      const requiredVersion = ranges[owner];
      if (!requiredVersion) {
        throw new Error(`${pkg.name} must declare ${owner} in its dependencies (shared singleton ${key})`);
      }
      const usedExports = treeShake ? TREE_SHAKEN_EXPORTS[key] : undefined;
      const treeShaking = usedExports && { mode: 'runtime-infer', usedExports };
      return [
        key,
        { singleton: true, requiredVersion, eager, ...(treeShaking && { treeShaking }), ...testSharedVersion(key) },
      ];
    }),
  );
}

module.exports = { sharedSingletons, SINGLETONS };

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

function sharedSingletons(workspaceDir, { eager = false } = {}) {
  const pkg = require(path.join(workspaceDir, 'package.json'));
  const ranges = { ...pkg.peerDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, owner]) => {
      const requiredVersion = ranges[owner];
      if (!requiredVersion) {
        throw new Error(`${pkg.name} must declare ${owner} in its dependencies (shared singleton ${key})`);
      }
      return [key, { singleton: true, requiredVersion, eager }];
    }),
  );
}

module.exports = { sharedSingletons, SINGLETONS };

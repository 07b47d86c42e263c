// Lint rules, including the architecture's boundaries: a remote never imports another remote or
// the host; @qs/shared imports no slice; nobody deep-imports into @qs/shared.
import tseslint from 'typescript-eslint';

const SLICE_PACKAGES = ['@qs/host', '@qs/host/*', '@qs/mfe-*', '@qs/mfe-*/*', '@qs/api', '@qs/api/*'];
const deepShared = { group: ['@qs/shared/*'], message: 'Import @qs/shared from its index only.' };
const otherWorkspace = (allowed) => ({
  group: ['host', 'mfe-results', 'mfe-detail', 'mfe-forms', 'mfe-content', 'shared', 'api']
    .filter((name) => name !== allowed)
    .map((name) => `**/${name}/src/**`),
  message: 'Workspaces talk through @qs/shared and runtime-loaded exposed modules, never through source imports.',
});
// react-router-dom only re-exports react-router; importing it pulls the whole library past the
// tree-shaken singleton contract (tools/webpack/shared-singletons.js).
const routerDom = { group: ['react-router-dom'], message: "Import from 'react-router' (react-router-dom re-exports all of it)." };
const boundaries = (allowed) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: SLICE_PACKAGES, message: 'A slice never imports another slice or the host.' }, deepShared, routerDom, otherWorkspace(allowed)] },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.e2e-tmp/**', '**/.data/**', 'e2e/test-results/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...['host', 'mfe-results', 'mfe-detail', 'mfe-forms', 'mfe-content', 'shared', 'api'].map((workspace) => ({
    files: [`${workspace}/src/**/*.{ts,tsx}`],
    rules: boundaries(workspace),
  })),
  {
    files: ['api/src/cli/**/*.ts', 'api/src/bench/**/*.ts', 'api/bench/**/*.ts', 'api/src/server.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);

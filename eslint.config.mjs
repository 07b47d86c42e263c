// Lint rules, including the architecture's boundaries: a remote never imports another remote or
// the host; @qs/shared imports no slice; nobody deep-imports into @qs/shared; inside a slice, the layout of
// docs/conventions.md ("Where code goes", tools/eslint/slice-layout.mjs); no import cycles.
import tseslint from 'typescript-eslint';
import { noFileCycles, sliceLayout } from './tools/eslint/slice-layout.mjs';

// The slices whose src/ follows the layout of docs/conventions.md ("Where code goes"): its import rules and the
// rule against features using each other apply to these: every slice; a new slice joins the list when it is made.
const LAID_OUT_SLICES = ['mfe-results', 'mfe-detail', 'mfe-forms', 'mfe-content'];

const SLICE_PACKAGES = ['@qs/host', '@qs/host/*', '@qs/mfe-*', '@qs/mfe-*/*', '@qs/api', '@qs/api/*'];
// The API cannot load @qs/shared's index (React, the browser's stores): it imports the dependency-free modules
// it shares, the site's domain settings and subdomain parser (docs/adr/0010-site-domain.md), the field rules
// of the forms (docs/product/forms.md#field-rules), the payment card's checks and the site-path rule of shared
// links (docs/security.md#same-site-links).
// The host's server (plain Node, no bundler) imports the dependency-free modules it shares with the browser's
// code: the domain settings, and which query parameters only track a campaign (its page cache ignores them).
const SERVER_SHARED = {
  api: 'src/(site/site-domain|domain/field-rules|domain/card-rules|format/bogota-time|routes/site-path)\\.mjs',
  'host-server': 'src/(site/site-domain|attribution/tracking-params)\\.mjs',
};
const deepShared = (allowed) =>
  SERVER_SHARED[allowed]
    ? { regex: `^@qs/shared/(?!${SERVER_SHARED[allowed]}$)`, message: 'Import @qs/shared from its index only.' }
    : { group: ['@qs/shared/*'], message: 'Import @qs/shared from its index only.' };
const WORKSPACES = ['host', 'mfe-results', 'mfe-detail', 'mfe-forms', 'mfe-content', 'shared', 'api'];
const otherWorkspace = (allowed) => {
  const message =
    'Workspaces talk through @qs/shared and runtime-loaded exposed modules, never through source imports.';
  const own = allowed === 'host-server' ? 'host' : allowed;
  const others = WORKSPACES.filter((name) => name !== own);
  return SERVER_SHARED[allowed]
    ? { regex: `^(?!@qs/shared/${SERVER_SHARED[allowed]}$)(.*/)?(${others.join('|')})/src/`, message }
    : { group: others.map((name) => `**/${name}/src/**`), message };
};
// react-router-dom only re-exports react-router; importing it pulls the whole library past the
// tree-shaken singleton contract (tools/webpack/shared-singletons.js).
const routerDom = {
  group: ['react-router-dom'],
  message: "Import from 'react-router' (react-router-dom re-exports all of it).",
};
/** @returns {import('eslint').Linter.RulesRecord} */
const boundaries = (allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: SLICE_PACKAGES, message: 'A slice never imports another slice or the host.' },
        deepShared(allowed),
        routerDom,
        otherWorkspace(allowed),
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/.e2e-tmp/**',
      '**/.data/**',
      'e2e/test-results/**',
    ],
  },
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
    files: ['host/server/**/*.mjs'],
    rules: boundaries('host-server'),
  },
  // No file imports itself back, in @qs/shared and in the slices.
  noFileCycles(['shared/src/**/*.{ts,tsx,mjs}']),
  noFileCycles(['mfe-*/src/**/*.{ts,tsx}'], { workspaces: false }),
  ...sliceLayout(LAID_OUT_SLICES, import.meta.dirname),
  // The API's answer types come from its contract (docs/adr/0011-one-api-contract.md): @qs/shared re-exports
  // them, types only, from this one file; the contract's schemas (values) never reach a bundle.
  {
    files: ['shared/src/api/contract.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@qs/api/src/contract/[a-z-]+$',
              allowTypeImports: true,
              message: "Only the contract's types: export type { … } from it.",
            },
            { regex: '^(?!@qs/api/src/contract/)', message: "This file re-exports the API contract's types only." },
          ],
        },
      ],
    },
  },
  // The contract is a leaf: the browser's type checks read it, so it imports only TypeBox, itself and the
  // field rules both sides share (docs/product/forms.md#field-rules).
  {
    files: ['api/src/contract/**/*.ts'],
    ignores: [
      'api/src/contract/**/*.test.ts',
      'api/src/contract/openapi.ts',
      'api/src/contract/samples.ts',
      'api/src/contract/samples/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!typebox$|\\./|@qs/shared/src/domain/(field|card)-rules\\.mjs$)',
              message: 'The contract imports only typebox, its own files and the shared field and card rules.',
            },
          ],
        },
      ],
    },
  },
  // Build and test configuration, webpack and Jest helpers: CommonJS, as their tools load them.
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Programs that talk to whoever runs them: the CLI, benches, the servers' start-up lines, the scripts.
  {
    files: [
      'api/src/cli/**/*.ts',
      'api/src/bench/**/*.ts',
      'api/bench/**/*.ts',
      'api/src/server.ts',
      'e2e/**/*.ts',
      'e2e/bench/**/*.mjs',
      'scripts/**/*.mjs',
      'host/server/index.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);

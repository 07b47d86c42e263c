// Lint rules, including the architecture's boundaries: a remote never imports another remote or
// the host; @qs/shared imports no slice; nobody deep-imports into @qs/shared; inside a slice, the layout of
// docs/conventions.md ("Where code goes", tools/eslint/slice-layout.mjs); no import cycles.
import tseslint from 'typescript-eslint';
import { noFileCycles, sliceLayout } from './tools/eslint/slice-layout.mjs';
import { typedApiCalls } from './tools/eslint/typed-api-calls.mjs';

// The slices whose src/ follows the layout of docs/conventions.md ("Where code goes"): its import rules and the
// rule against features using each other apply to these: every slice; a new slice joins the list when it is made.
const LAID_OUT_SLICES = ['mfe-results', 'mfe-detail', 'mfe-forms', 'mfe-content'];

const SLICE_PACKAGES = ['@qs/host', '@qs/host/*', '@qs/mfe-*', '@qs/mfe-*/*', '@qs/api', '@qs/api/*'];
// The API depends on @qs/contract only (its schemas and the rules it shares with the browser: the site's domain
// settings, the field rules, the payment card's checks, the site-path rule), never on @qs/shared (React, the
// browser's stores). The host's server (plain Node, no bundler) imports the dependency-free modules it shares with
// the browser's code: the domain settings (@qs/contract/rules/site-domain), and which query parameters only track
// a campaign (its page cache ignores them).
const SERVER_SHARED = {
  'host-server': 'src/attribution/tracking-params\\.mjs',
};
const deepShared = (allowed) => {
  if (allowed === 'api')
    return { group: ['@qs/shared', '@qs/shared/*'], message: 'The API depends on @qs/contract, never on @qs/shared.' };
  return SERVER_SHARED[allowed]
    ? { regex: `^@qs/shared/(?!${SERVER_SHARED[allowed]}$)`, message: 'Import @qs/shared from its index only.' }
    : { group: ['@qs/shared/*'], message: 'Import @qs/shared from its index only.' };
};
const WORKSPACES = ['host', 'mfe-results', 'mfe-detail', 'mfe-forms', 'mfe-content', 'shared', 'api', 'contract'];
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
  // The chat agents' inbox, a staff app of its own (docs/adr/0022-slices-by-business-area.md): a slice's boundaries;
  // its server's start-up line talks to whoever runs it.
  { files: ['agent-inbox/src/**/*.{ts,tsx}'], rules: boundaries('agent-inbox') },
  { files: ['agent-inbox/server/index.mjs'], rules: { 'no-console': 'off' } },
  // No file imports itself back, in @qs/contract, @qs/shared and the slices.
  noFileCycles(['contract/src/**/*.{ts,mjs}', 'shared/src/**/*.{ts,tsx,mjs}']),
  noFileCycles(['mfe-*/src/**/*.{ts,tsx}'], { workspaces: false }),
  ...sliceLayout(LAID_OUT_SLICES, import.meta.dirname),
  // No API call picks its answer's type: the client reads it from the API's document (docs/adr/0011-one-api-contract.md).
  typedApiCalls(['host/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}']),
  // The browser's code takes @qs/contract's types only (its schemas, TypeBox values, never reach a bundle) and its
  // rules from @qs/contract/rules/…, which hold no schema (docs/adr/0011-one-api-contract.md).
  {
    files: ['{host,shared,mfe-results,mfe-detail,mfe-forms,mfe-content}/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@qs/contract(/generated/.*)?$',
              allowTypeImports: true,
              message: "The browser takes the contract's types only (import type); its rules from @qs/contract/rules.",
            },
          ],
        },
      ],
    },
  },
  // @qs/shared re-exports the contract's answer types, types only, from this one file.
  {
    files: ['shared/src/api/contract.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@qs/contract$',
              allowTypeImports: true,
              message: "Only the contract's types: export type { … } from it.",
            },
            { regex: '^(?!@qs/contract$)', message: "This file re-exports the API contract's types only." },
          ],
        },
      ],
    },
  },
  // The contract is the bottom of the graph (contract/README.md): the API, @qs/shared and the slices read it, so it
  // imports only TypeBox and its own files.
  {
    files: ['contract/src/**/*.{ts,mjs}'],
    ignores: ['contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!typebox$|\\.\\.?/)',
              message: 'The contract imports only typebox and its own files.',
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

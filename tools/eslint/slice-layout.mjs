// The lint rules of the slice layout (docs/conventions.md, "Where code goes"), for eslint.config.mjs and for
// the test that runs them on a small fixture (slice-layout.test.mjs).
import tseslint from 'typescript-eslint';
import boundariesModule from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noFeatureCycles from './no-feature-cycles.mjs';

// The package is CommonJS whose module.exports is the plugin; its types declare it as an ES default export.
const boundaries = /** @type {import('eslint').ESLint.Plugin} */ (/** @type {unknown} */ (boundariesModule));

// The TypeScript resolver finds relative paths, .ts/.tsx and the @qs/shared workspace; an .mjs import resolves
// to the .mjs itself, not to its .d.mts, so the imports inside it count too.
const typescriptPreset = importX.flatConfigs.typescript.settings ?? {};
const resolverOptions = { extensionAlias: { '.mjs': ['.mts', '.mjs'], '.js': ['.ts', '.tsx', '.js'] } };

/**
 * No file cycles (import-x/no-cycle), through relative imports, index re-exports and import(); type-only
 * imports do not count, they vanish at run time. Packages (node_modules) never import our files back, so the
 * search does not enter them; nor, from a slice, @qs/shared and @qs/contract, which import no slice (eslint.config.mjs).
 * @param {string[]} files
 * @param {{ workspaces?: boolean }} [options] `workspaces: false` stops the search at @qs/shared and @qs/contract
 */
export const noFileCycles = (files, { workspaces = true } = {}) => ({
  files,
  languageOptions: { parser: tseslint.parser },
  plugins: { 'import-x': importX },
  settings: {
    // The modules the rule follows and how it parses them (import-x's own TypeScript preset, minus its resolver).
    'import-x/extensions': typescriptPreset['import-x/extensions'],
    'import-x/parsers': typescriptPreset['import-x/parsers'],
    'import-x/resolver-next': [createTypeScriptImportResolver(resolverOptions)],
    // Parsed modules stay cached for the whole run (a changed file is re-read by its mtime); by default they
    // expire after 30 s, in the middle of a run on a busy machine.
    'import-x/cache': { lifetime: '∞' },
    ...(workspaces ? {} : { 'import-x/ignore': ['/shared/src/', '/contract/src/'] }),
  },
  rules: /** @type {import('eslint').Linter.RulesRecord} */ ({
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  }),
});

const feature = (extra = {}) => ({ element: { type: 'feature', ...extra } });
const sameFeature = {
  captured: { slice: '{{ from.element.captured.slice }}', feature: '{{ from.element.captured.feature }}' },
};
const INDEX = { fileInternalPath: 'index.ts' };
const entries = [{ element: { type: 'exposes' } }, { element: { type: 'slice', fileInternalPath: 'bootstrap.tsx' } }];

/**
 * The layout's import rules for the given slices (workspace folders):
 * - a feature imports another feature through its index only (`../../other`), never a file inside it; test files
 *   may also import another feature's `test/` helpers;
 * - inside a feature, files never import their own feature's index;
 * - `exposes/` and `bootstrap.tsx` import features through their index only;
 * - `common/` imports no feature;
 * - features do not import each other, directly or through other features (local rule no-feature-cycles).
 * @param {string[]} slices
 * @param {string} rootPath the folder that holds the slices (their patterns are relative to it)
 */
export const sliceLayout = (slices, rootPath) =>
  slices.map((slice) => ({
    files: [`${slice}/src/**/*.{ts,tsx}`],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries, local: { rules: { 'no-feature-cycles': noFeatureCycles } } },
    settings: {
      // A file belongs to the nearest of these folders: a feature (by name), common/, exposes/, else the
      // slice's src/ itself (bootstrap.tsx, i18n/, test/).
      'boundaries/root-path': rootPath,
      'boundaries/elements': [
        { type: 'feature', pattern: '*/src/features/*', partialMatch: false, capture: ['slice', 'feature'] },
        { type: 'common', pattern: '*/src/common', partialMatch: false, capture: ['slice'] },
        { type: 'exposes', pattern: '*/src/exposes', partialMatch: false, capture: ['slice'] },
        { type: 'slice', pattern: '*/src', partialMatch: false, capture: ['slice'] },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { typescript: resolverOptions },
    },
    rules: /** @type {import('eslint').Linter.RulesRecord} */ ({
      // The last policy that matches a dependency decides; what none names is allowed.
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkInternals: true,
          policies: [
            {
              from: feature(),
              disallow: { to: feature() },
              message:
                'A feature imports another feature through its index only (../../{{ to.element.captured.feature }}), never a file inside it.',
            },
            { from: feature(), allow: { to: feature(INDEX) } },
            { from: feature(), allow: { to: feature(sameFeature) } },
            {
              from: feature(),
              disallow: { to: feature({ ...sameFeature, ...INDEX }) },
              message:
                "Inside a feature, import the sibling file itself, never the feature's own index (that makes cycles).",
            },
            {
              from: { ...feature(), file: { categories: 'test' } },
              allow: { to: feature({ fileInternalPath: 'test/**' }) },
            },
            {
              from: entries,
              disallow: { to: feature() },
              message:
                'exposes/ and bootstrap.tsx import a feature through its index only (../features/{{ to.element.captured.feature }}).',
            },
            { from: entries, allow: { to: feature(INDEX) } },
            {
              from: { element: { type: 'common' } },
              disallow: { to: feature() },
              message: 'common/ imports no feature (here {{ to.element.captured.feature }}).',
            },
          ],
        },
      ],
      'local/no-feature-cycles': 'error',
    }),
  }));

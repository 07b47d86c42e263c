// Features of a slice form a hierarchy: no feature reaches itself through other features' imports
// (docs/conventions.md, "Where code goes"). import-x/no-cycle sees file cycles only; two features can still use
// each other through files that never close a loop (a card imports the lazy info, the lazy info imports the
// card's icon). This rule builds the slice's feature graph from the import statements of its non-test files
// (type-only imports left out, as they vanish at run time) and reports an import into a feature that leads
// back to the importing one.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.(ts|tsx|mjs)$/;
const FEATURE = /^(.*\/src\/features)\/([^/]+)(\/|$)/;

/** The slice's features folder and the feature a path lies in, or null outside features/. */
export const featureOf = (file) => {
  const match = FEATURE.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const [, root = '', name = ''] = match;
  return { root, name };
};

/** Module specifiers a file imports at run time: static imports, re-exports and import() with a literal. */
export const runtimeSpecifiers = (text, fileName) => {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const onlyTypes =
        node.isTypeOnly ||
        (clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const parsed = new Map(); // file -> { mtimeMs, targets: feature names it imports at run time }

const featuresImportedBy = (file, featuresRoot) => {
  const { mtimeMs } = fs.statSync(file);
  const cached = parsed.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets;
  const targets = new Set();
  for (const specifier of runtimeSpecifiers(fs.readFileSync(file, 'utf8'), file)) {
    if (!specifier.startsWith('.')) continue;
    const target = featureOf(path.resolve(path.dirname(file), specifier));
    if (target && target.root === featuresRoot.split(path.sep).join('/')) targets.add(target.name);
  }
  parsed.set(file, { mtimeMs, targets });
  return targets;
};

const filesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** feature -> the other features its non-test files import at run time. */
export const featureGraph = (featuresRoot) => {
  const graph = new Map();
  for (const entry of fs.readdirSync(featuresRoot, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const edges = new Set();
    for (const file of filesUnder(path.join(featuresRoot, entry.name))) {
      for (const target of featuresImportedBy(file, featuresRoot)) if (target !== entry.name) edges.add(target);
    }
    graph.set(entry.name, edges);
  }
  return graph;
};

/** A shortest path of features from `from` to `to` (both included), or null. */
const pathBetween = (graph, from, to) => {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const route = [];
      for (let at = to; at !== null; at = previous.get(at)) route.unshift(at);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
};

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid an import into another feature of the slice that imports, directly or not, the importing feature.',
    },
    schema: [],
    messages: {
      cycle:
        'Features import each other: {{ route }}. Move the shared piece down (common/ or the lower feature) or pass it in from above.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const own = featureOf(file);
    if (!own || TEST.test(file)) return {};
    const featuresRoot = own.root.split('/').join(path.sep);
    let graph;
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source.value));
      if (!target || target.root !== own.root || target.name === own.name) return;
      graph ??= featureGraph(featuresRoot);
      const back = pathBetween(graph, target.name, own.name);
      if (back) context.report({ node, messageId: 'cycle', data: { route: [own.name, ...back].join(' → ') } });
    };
    const onlyTypes = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => onlyTypes(node) || check(node, node.source),
      ExportNamedDeclaration: (node) => onlyTypes(node) || check(node, node.source),
      ExportAllDeclaration: (node) => onlyTypes(node) || check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

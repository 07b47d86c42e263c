// The files the host's entry loads before its first render, written at build time to `startup-assets.json`
// so that the server can name them in the HTML (host/server/startup-hints.mjs) and the browser fetches
// them with the document instead of one round trip later, when `main.js` has run and asks for them
// (docs/adr/0006-route-preload-hints.md, "The host's own start-up chunks").
//
// They are the chunks of the entry's async boundary (`import('./bootstrap')`), of the steps that boundary imports
// in turn (`import('./app/App')`…: the start evaluates its code in several tasks) and, transitively, of every
// shared module those chunks consume (React, react-dom, the router…): the federation runtime loads the
// host's own copy of each at start (the host registers its shares first, and the remotes offer the same
// versions). What a later route or a lazy part imports is not named.
const { Compilation, sources } = require('webpack');

const NAME = 'StartupAssetsPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** @param {import('webpack').Compilation} compilation @param {import('webpack').Entrypoint} entrypoint */
const startupFiles = (compilation, entrypoint) => {
  const { chunkGraph } = compilation;
  // The runtime loads a shared module through the host's provider (`register(name, version, get)`), whose
  // chunk may differ from the consumer's fallback chunk of the same code.
  const providers = new Map();
  for (const module of compilation.modules) {
    // The provider's share key is private to @module-federation/enhanced's ProvideSharedModule.
    if (module.type === PROVIDE_SHARED)
      providers.set(/** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name, module);
  }
  const groups = new Set();
  const files = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) visitGroup(group);
    }
  };
  /** @param {import('webpack').Module & { options?: { shareKey?: string } }} consumer */
  const visitShared = (consumer) => visitBlocks(providers.get(consumer.options?.shareKey) ?? consumer);
  const visitGroup = (group) => {
    if (groups.has(group)) return;
    groups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      // A loaded chunk's shared modules are resolved when it loads: their own chunks come with it.
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.type === CONSUME_SHARED) visitShared(module);
    }
  };
  // The boundary's own module (bootstrap) imports the start's steps one by one: their chunks are start-up chunks too.
  const { moduleGraph } = compilation;
  for (const chunk of entrypoint.chunks)
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      visitBlocks(module);
      for (const block of module.blocks)
        for (const dependency of block.dependencies) {
          const boundary = moduleGraph.getModule(dependency);
          if (boundary) visitBlocks(boundary);
        }
    }
  const entryFiles = new Set(entrypoint.getFiles());
  return [...files].filter((file) => !entryFiles.has(file)).sort();
};

class StartupAssetsPlugin {
  /** @param {{ entry?: string, filename?: string }} [options] */
  constructor({ entry = 'main', filename = 'startup-assets.json' } = {}) {
    this.entry = entry;
    this.filename = filename;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the files have their hashed names, before the compression plugins copy the assets.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return;
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
          const files = startupFiles(compilation, entrypoint).map((file) => `${publicPath}${file}`);
          const list = {
            scripts: files.filter((file) => file.endsWith('.js')),
            styles: files.filter((file) => file.endsWith('.css')),
          };
          compilation.emitAsset(this.filename, new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { StartupAssetsPlugin, startupFiles };

// The shell's files of `public/` that no plugin writes (index.html and favicon.svg are HtmlWebpackPlugin's): the
// site's link-preview image (docs/seo.md), served by the host at its own path, under its own name (pages and link
// previews name it, so it is not content-hashed).
const fs = require('node:fs');
const path = require('node:path');
const { sources } = require('webpack');

const WRITTEN_ELSEWHERE = new Set(['index.html', 'favicon.svg']);

class PublicFilesPlugin {
  /** @param {string} dir the workspace folder */
  constructor(dir) {
    this.folder = path.join(dir, 'public');
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.folder)) return;
          for (const name of fs.readdirSync(this.folder)) {
            const file = path.join(this.folder, name);
            if (WRITTEN_ELSEWHERE.has(name) || !fs.statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { PublicFilesPlugin };

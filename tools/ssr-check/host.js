// Loads each slice's server container as the site's server renderer does (registerRemotes + loadRemote
// through @module-federation/node) and checks what the renderer relies on. Input: QS_SSR_CHECK, a JSON
// list of { name, entry, exposes, expectedImage? }; output: one JSON report on stdout.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

const remotes = JSON.parse(process.env.QS_SSR_CHECK ?? '[]');

const checkExpose = async ({ name }, expose) => {
  try {
    const module = await loadRemote(`${name}/${expose}`);
    const component = module?.default;
    return typeof component === 'function'
      ? { ok: true, component }
      : { ok: false, error: `default export is ${typeof component}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};

/** The `src` of the first <img> a page renders on the server. */
const renderedImageSource = (component) => {
  const html = renderToString(createElement(MemoryRouter, null, createElement(component)));
  return /<img[^>]*\ssrc="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null;
};

/** Each exposed module of each remote, in order: one line of the report. */
const checkRemotes = async () => {
  const report = [];
  for (const remote of remotes) {
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    for (const expose of remote.exposes) {
      const { ok, error, component } = await checkExpose(remote, expose);
      /** @type {{ remote: string, expose: string, ok: boolean, error?: string, imageSource?: string | null }} */
      const line = { remote: remote.name, expose, ok, error };
      if (ok && remote.image?.expose === expose) {
        try {
          line.imageSource = renderedImageSource(component);
        } catch (renderError) {
          line.ok = false;
          line.error = `render failed: ${renderError instanceof Error ? renderError.message : String(renderError)}`;
        }
      }
      report.push(line);
    }
  }
  return report;
};

checkRemotes().then(
  (report) => process.stdout.write(`${JSON.stringify(report)}\n`),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);

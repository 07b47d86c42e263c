// A stand-in for the host's server renderer (dist-server/render.js) at its boundary: the host's page logic (the
// cache, its waits, the nonce and hashes) is what the tests are about. Each render takes `delayMs`, writes a
// heading for its URL and an inline script as React's streamed parts do, and counts itself; `failNext` makes the
// next render report a slot it could not render; `failedSlices` lists the pages whose server code loadServerSlices
// reports it could not load.
const { PassThrough } = require('node:stream');

const state = { renders: 0, delayMs: 50, failNext: false, failedSlices: [] };

module.exports = {
  state,
  startServerRenderer: () => {},
  loadServerSlices: async () => ({ failed: [...state.failedSlices] }),
  documentHeadOf: (pathname) => `<title>Página ${pathname}</title><meta name="description" content="Descripción">`,
  renderPage: async ({ url, nonce, onError }) => {
    state.renders += 1;
    const fail = state.failNext;
    state.failNext = false;
    await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (fail) onError(new Error('a slot failed'));
    const body = new PassThrough();
    body.end(`<h1>${url}</h1><script nonce="${nonce}">document.title="${url}"</script>`);
    return {
      body,
      data: () => '{"menu":{"status":"ok"}}',
      head: `<title>Página ${url}</title><meta name="description" content="Descripción">`,
    };
  },
};

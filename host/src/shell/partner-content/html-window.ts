/**
 * The window a partner's markup is sanitised in: the page's own in the browser. The host's server renderer and Node
 * tests resolve `#html-window` to html-window.server.ts instead (package.json `imports`, condition `node`), so the
 * server's DOM never reaches the browser's bundle.
 */
export const htmlWindow = (): Window & typeof globalThis => window;

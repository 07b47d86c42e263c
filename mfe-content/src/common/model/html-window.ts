/**
 * The window CMS markup (articles, landings) is sanitised and read in: the page's own in the browser. The server container and Node
 * tests resolve `#html-window` to html-window.server.ts instead (package.json `imports`, condition `node`), so
 * the server's DOM never reaches a browser bundle.
 */
export const htmlWindow = (): Window & typeof globalThis => window;

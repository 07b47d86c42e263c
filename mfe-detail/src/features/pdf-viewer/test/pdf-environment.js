// Jest environment for the PDF viewer's tests: jsdom plus what pdf.js needs and jsdom lacks.
// pdf.js (legacy build) streams with fetch/Response/ReadableStream, clones with structuredClone and
// uses Promise.withResolvers (Node 22+); jsdom has none of them. Canvases get a real 2D context
// from @napi-rs/canvas (the package pdf.js itself uses in Node), so pages are really painted.
const { TestEnvironment } = require('jest-environment-jsdom');
// An optional dependency of pdfjs-dist, installed on the platforms it has builds for (Linux, macOS, Windows).
const napi = require('@napi-rs/canvas');

const NODE_GLOBALS = [
  'ArrayBuffer',
  'Uint8Array',
  'fetch',
  'Response',
  'Request',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'DOMMatrix',
  'Path2D',
  'ImageData',
];

const REALM_SHARED = new Set(['ArrayBuffer', 'Uint8Array']);

class PdfEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { global } = this;
    const canvasGlobals = { DOMMatrix: napi.DOMMatrix, Path2D: napi.Path2D, ImageData: napi.ImageData };
    // The typed arrays come from Node's realm too: Response bodies are Node's, and pdf.js checks `instanceof Uint8Array`.
    for (const name of NODE_GLOBALS)
      global[name] = global[name] && !REALM_SHARED.has(name) ? global[name] : (canvasGlobals[name] ?? globalThis[name]);
    if (!global.Promise.withResolvers) {
      global.Promise.withResolvers = function withResolvers() {
        // Set by the executor below, which the type check does not follow.
        /** @type {any} */
        let resolve;
        /** @type {any} */
        let reject;
        const promise = new this((res, rej) => {
          resolve = res;
          reject = rej;
        });
        return { promise, resolve, reject };
      };
    }
    // Node 21+ has it; pdf.js's operator lists use it to hand buffers over.
    if (!global.ArrayBuffer.prototype.transferToFixedLength) {
      global.ArrayBuffer.prototype.transferToFixedLength = function transferToFixedLength(newLength) {
        // Not a default parameter: only the body's `this` is typed by the method it replaces.
        const length = newLength === undefined ? this.byteLength : newLength;
        const copy = new ArrayBuffer(length);
        new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
        return copy;
      };
    }
    const contexts = new WeakMap();
    global.HTMLCanvasElement.prototype.getContext = function getContext(type) {
      if (type !== '2d') return null;
      let entry = contexts.get(this);
      if (!entry || entry.width !== this.width || entry.height !== this.height) {
        const ctx = napi.createCanvas(Math.max(1, this.width), Math.max(1, this.height)).getContext('2d');
        // pdf.js reaches the element through ctx.canvas (to remove its measuring canvas, for one).
        Object.defineProperty(ctx, 'canvas', { value: this });
        entry = { ctx, width: this.width, height: this.height };
        contexts.set(this, entry);
      }
      return entry.ctx;
    };
  }
}

module.exports = PdfEnvironment;

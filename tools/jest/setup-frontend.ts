import '@testing-library/jest-dom';
// Only the i18n module: importing the whole @qs/shared index here would load it before a test's jest.mock.
import { initI18n } from '@qs/shared/src/i18n/i18n';
import { configure } from '@testing-library/react';

initI18n();

// `waitFor` and `findBy…` wait up to 4 s instead of 1 s: with one Jest worker per core on a 2-core machine, a
// component's first effects (a lookup answered by a stubbed fetch, then a render) can take more than a second.
// It only lengthens a failing wait; a passing one returns as soon as its assertion holds.
configure({ asyncUtilTimeout: 4000 });

// A server-render test (`@jest-environment node`) has no storage and no DOM: the page's globals are jsdom's.
const inBrowser = typeof window !== 'undefined';

afterEach(() => {
  if (inBrowser) localStorage.clear();
});

// jsdom has no modal dialogs; this mirrors the part of the behaviour components rely on.
if (inBrowser && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

// react-router uses TextEncoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom's crypto has no WebCrypto digest (crypto.subtle); Node's is the same API (the robot screen's proof of work).
if (globalThis.crypto && !globalThis.crypto.subtle) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { webcrypto } = require('node:crypto');
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

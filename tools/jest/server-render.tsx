import type { ReactElement } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Helpers for the tests that prove a component renders on the server (`@jest-environment node`:
 * no window, no storage) and that the browser hydrates that markup without a mismatch.
 */

/**
 * The server's markup of an element (React's server snapshots, no effects). Under `@jest-environment node`
 * it throws where the render reads a browser-only global; under jsdom it gives the markup to hydrate.
 */
export const renderOnServer = (element: ReactElement): string => renderToString(element);

export interface Hydrated {
  container: HTMLElement;
  /** Errors React recovered from: a hydration mismatch is one. */
  recoverableErrors: unknown[];
  unmount: () => void;
}

/**
 * Hydrates `serverHtml` (what `renderOnServer` gave for the same element, in the visitor's browser state)
 * with `element`, letting the effects and the post-hydration re-render run.
 */
export const hydrateServerMarkup = async (serverHtml: string, element: ReactElement): Promise<Hydrated> => {
  // What Testing Library sets when a test imports it: React then expects act() around updates.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return {
    container,
    recoverableErrors,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
};

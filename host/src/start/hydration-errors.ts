import { reportClientError } from '@qs/shared';

/**
 * React's words (minified in production as error #419) for a Suspense boundary the server did not finish (a slot
 * whose server container or data was not there in time): the browser renders it, as designed. Nothing to report.
 */
const SERVER_LEFT_TO_CLIENT = /#419|could not finish this Suspense boundary/;

/**
 * What hydration recovered from: markup that differed from the browser's first render (a read of browser-only
 * state during render) is reported, so that it is fixed; a slot the server left to the browser is not.
 */
export const reportHydrationError = (error: unknown): void => {
  const message = error instanceof Error ? error.message : String(error);
  if (SERVER_LEFT_TO_CLIENT.test(message)) return;
  console.error('hydration:', error);
  reportClientError({ kind: 'render', message: `hydration: ${message}` });
};

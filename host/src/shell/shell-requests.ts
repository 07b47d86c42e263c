import { getContactInformations, getMenu, useApiRequest, type PageDataStore } from '@qs/shared';
import { getCurrentNotification } from './notifications/notification-api';
import { getPartnerContent } from './partner-content/partner-content-api';

/**
 * What the shell asks the API: the menu, the footer's contact entries, the bell's notification, a partner's own header
 * and footer. The shell is outside
 * every slot, with no placeholder of its own, so a server render never waits for them: the server renderer asks them
 * before it renders (`prefetchShellRequests`) and the shell renders what came within the render's budget, loading
 * otherwise.
 */
const SHELL_REQUESTS = {
  menu: getMenu,
  contactInformations: getContactInformations,
  'notifications/current': getCurrentNotification,
  // A partner's own header and footer (null on the main site, which asks nothing).
  'integration/subdomain-content': getPartnerContent,
};

type ShellRequests = typeof SHELL_REQUESTS;
export type ShellRequestKey = keyof ShellRequests;
type AnswerOf<K extends ShellRequestKey> = Awaited<ReturnType<ShellRequests[K]>>;

/** One of the shell's requests (`useApiRequest` that the server render does not wait for). */
export const useShellRequest = <K extends ShellRequestKey>(key: K) =>
  useApiRequest(key, SHELL_REQUESTS[key] as (signal: AbortSignal) => Promise<AnswerOf<K>>, {
    serverWaits: false,
  });

/** Server render: asks every shell request into `store`; resolves when all have settled. */
export const prefetchShellRequests = (store: PageDataStore): Promise<unknown> =>
  Promise.all(Object.entries(SHELL_REQUESTS).map(([key, request]) => store.prefetch<unknown>(key, request)));

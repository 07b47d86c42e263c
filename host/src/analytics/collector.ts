/** The API's collector (api: POST /api/events). */
export const EVENTS_URL = '/api/events';
/** Events per request: the most the collector takes in one batch. */
export const MAX_BATCH = 20;
/** Events are gathered this long before they are sent (or sooner, when the page is hidden or left). */
export const FLUSH_DELAY_MS = 2_000;
/** A page load sends at most this many events: a loop in the page cannot flood the collector. */
export const MAX_EVENTS_PER_LOAD = 200;

export type EventName =
  | 'page_view'
  | 'view_item'
  | 'add_to_compare'
  | 'generate_lead'
  | 'purchase'
  | 'testAB_modal_test_variation'
  | 'testAB_modal_test_control';

export interface EventParams {
  item_id?: string;
  item_name?: string;
  item_category?: string;
  comparator?: string;
  value?: number;
  currency?: 'COP';
  transaction_id?: string;
  lead_id?: string;
  items?: { item_id: string; item_name?: string }[];
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  gclid?: string;
}

/** One event as the collector stores it. */
export interface CollectedEvent {
  name: EventName;
  /** Which of the visitor's permissions allowed it. */
  category: 'analytics' | 'advertising';
  clientId: string;
  /** When it happened (ISO 8601). */
  at: string;
  /** The page's path and query. */
  page: string;
  params?: EventParams;
}

/**
 * Sends a batch as a beacon (the browser delivers it even as the page goes away; a string goes as text/plain, which
 * the collector reads as JSON), else with a fetch kept alive past the page.
 */
export const sendBatch = (events: readonly CollectedEvent[]): void => {
  const body = JSON.stringify({ events });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(EVENTS_URL, body)) return;
  void fetch(EVENTS_URL, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
};

interface CollectorOptions {
  send?: (events: readonly CollectedEvent[]) => void;
  schedule?: (run: () => void, ms: number) => unknown;
}

/** Gathers events and sends them in batches: after FLUSH_DELAY_MS, at MAX_BATCH, or at once with `flush`. */
export const createCollector = ({ send = sendBatch, schedule = setTimeout }: CollectorOptions = {}) => {
  const queue: CollectedEvent[] = [];
  let scheduled = false;
  let accepted = 0;

  const flush = () => {
    scheduled = false;
    while (queue.length > 0) send(queue.splice(0, MAX_BATCH));
  };

  return {
    add(event: CollectedEvent) {
      if (accepted >= MAX_EVENTS_PER_LOAD) return;
      accepted += 1;
      queue.push(event);
      if (queue.length >= MAX_BATCH) flush();
      else if (!scheduled) {
        scheduled = true;
        schedule(flush, FLUSH_DELAY_MS);
      }
    },
    flush,
    /** Events waiting to be sent (tests). */
    get pending() {
      return queue.length;
    },
  };
};

export type Collector = ReturnType<typeof createCollector>;

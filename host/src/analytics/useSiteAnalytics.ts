import { useEffect, useRef } from 'react';
import { getBusinessLines, getEventBus, usePublishedPageMeta } from '@qs/shared';
import { useSiteLocation } from '../app/useSiteLocation';
import { useConsent } from '../consent/useConsent';
import { conversionValueOf } from './conversion-value';
import { flushEvents, forgetClientId, track, trackConversion } from './tracker';

/** The results' compare selection in the address (docs/adr/0004-results-view-in-the-url.md). */
const COMPARE_PARAM = 'comparar';
const compareIdsOf = (search: string): number[] =>
  (new URLSearchParams(search).get(COMPARE_PARAM) ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

interface ProductData {
  '@type'?: string;
  sku?: string;
  name?: string;
  category?: string;
  offers?: { price?: number | string };
}

/** The plan a page says it shows (its Product structured data, docs/seo.md). */
const productOf = (structuredData: readonly object[] | undefined): ProductData | undefined =>
  structuredData?.find((data): data is ProductData => (data as ProductData)['@type'] === 'Product');

/**
 * The site's measurements, in Google Tag Manager's conventions, once the visitor allowed them
 * (docs/product/shell.md#consent): `page_view` for each page (and for the page where the visitor accepts),
 * `view_item` for a plan's page, `add_to_compare` for each plan added to the comparison, `generate_lead` for each
 * request the API confirmed, with what a lead of its business line is worth, `purchase` for each purchase paid or
 * confirmed on its page, with what was charged, and the A/B test's `testAB_modal_test_{group}` for each plan a
 * visitor of that group opened. The slices say nothing themselves:
 * the shell reads the page's own meta and the event bus.
 */
export const useSiteAnalytics = (): void => {
  const { pathname, search } = useSiteLocation();
  const consent = useConsent();
  const analytics = consent?.analytics ?? false;
  const measuring = analytics || (consent?.advertising ?? false);
  const product = productOf(usePublishedPageMeta()?.structuredData);

  useEffect(() => {
    if (consent && !analytics && !consent.advertising) forgetClientId();
  }, [consent, analytics]);

  useEffect(() => {
    if (analytics) track('page_view');
  }, [pathname, search, analytics]);

  const productId = product?.sku;
  const productRef = useRef(product);
  productRef.current = product;
  useEffect(() => {
    const shown = productRef.current;
    if (!analytics || !productId || !shown) return;
    const price = Number(shown.offers?.price);
    track('view_item', {
      item_id: productId,
      item_name: shown.name,
      item_category: shown.category,
      ...(Number.isFinite(price) ? { value: price, currency: 'COP' } : {}),
    });
  }, [productId, pathname, analytics]);

  // The plans in the comparison when the page was opened are not additions.
  const compared = useRef<number[]>([]);
  // Only a new page resets what was compared (the search changes with every addition): read at the page's change.
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    compared.current = compareIdsOf(searchRef.current);
  }, [pathname]);
  useEffect(() => {
    if (!analytics) return undefined;
    const subscription = getEventBus()
      .on('compare/changed')
      .subscribe(({ planIds }) => {
        for (const id of planIds.filter((planId) => !compared.current.includes(planId)))
          track('add_to_compare', { item_id: String(id) });
        compared.current = planIds;
      });
    return () => subscription.unsubscribe();
  }, [analytics]);

  useEffect(() => {
    if (!measuring) return undefined;
    const subscription = getEventBus()
      .on('contact/sent')
      .subscribe(({ lead, productCode }) => {
        const page = window.location.pathname;
        void getBusinessLines()
          .catch(() => [])
          .then((lines) => {
            const worth = conversionValueOf(lines, page) ?? { value: 0, currency: 'COP' as const };
            trackConversion('generate_lead', {
              ...worth,
              lead_id: String(lead.id),
              ...(productCode ? { item_id: productCode } : {}),
            });
          });
      });
    return () => subscription.unsubscribe();
  }, [measuring]);

  useEffect(() => {
    if (!measuring) return undefined;
    const subscription = getEventBus()
      .on('purchase/completed')
      .subscribe(({ purchaseId, productCode, planName, value, currency }) =>
        trackConversion('purchase', {
          transaction_id: purchaseId,
          value,
          currency,
          item_id: productCode,
          items: [{ item_id: productCode, item_name: planName }],
        }),
      );
    return () => subscription.unsubscribe();
  }, [measuring]);

  useEffect(() => {
    if (!analytics) return undefined;
    const subscription = getEventBus()
      .on('experiment/exposed')
      .subscribe(({ experiment, group, itemId }) => track(`testAB_${experiment}_${group}`, { item_id: itemId }));
    return () => subscription.unsubscribe();
  }, [analytics]);

  // What is gathered leaves with the page.
  useEffect(() => {
    if (!measuring) return undefined;
    const hidden = () => {
      if (document.visibilityState === 'hidden') flushEvents();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', flushEvents);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', flushEvents);
    };
  }, [measuring]);
};

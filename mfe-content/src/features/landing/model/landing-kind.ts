import { LANDING_LISTS, paths } from '@qs/shared';

export type LandingListName = (typeof LANDING_LISTS)[number];

export type LandingKind =
  | { kind: 'list'; type: LandingListName }
  | { kind: 'insurance-list' }
  /** `slug`: the landing url after '/preview/', or null for '/preview' alone (the older `?slug=` form). */
  | { kind: 'preview'; slug: string | null }
  | { kind: 'page'; url: string; leadCapture: boolean };

const routeName = (path: string) => path.slice(1).toLowerCase();
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Which page a landing of the route table asks for (docs/product/content.md#routes). The router matches paths without
 * regard to case, so names are compared the same way. Everything else is a CMS landing by url:
 * Que-es-{product}, Registro (paid media) and Referidos-{product} (referrals), which both ask for a lead.
 * 'preview/{url}' is that landing's CMS preview.
 */
export const resolveLanding = (landing: string): LandingKind => {
  const name = landing.replace(/^\/+|\/+$/g, '');
  const list = LANDING_LISTS.find((candidate) => same(candidate, name));
  if (list) return { kind: 'list', type: list };
  if (same(name, routeName(paths.insuranceList.path))) return { kind: 'insurance-list' };
  const preview = routeName(paths.preview.path);
  if (same(name, preview)) return { kind: 'preview', slug: null };
  if (name.toLowerCase().startsWith(`${preview}/`))
    return { kind: 'preview', slug: name.slice(preview.length + 1).replace(/^\/+|\/+$/g, '') || null };
  const leadCapture = same(name, routeName(paths.registration.path)) || /^referidos-/i.test(name);
  return { kind: 'page', url: name, leadCapture };
};

import { createHash } from 'node:crypto';
import advisors from '../fixtures/people/advisors.json';
import referrers from '../fixtures/people/referrers.json';
import epsArticles from '../fixtures/articles/eps.json';
import segurosArticles from '../fixtures/articles/seguros.json';
import masArticles from '../fixtures/articles/mas.json';
import businessLines from '../fixtures/content/business-lines.json';
import comparators from '../fixtures/content/comparators.json';
import contactInformations from '../fixtures/content/contact-informations.json';
import countries from '../fixtures/content/countries.json';
import menu from '../fixtures/content/menu.json';
import notifications from '../fixtures/content/notifications.json';
import partners from '../fixtures/content/partners.json';
import whyUs from '../fixtures/content/why-us.json';
import type { Db } from '../db/open';
import { insertRows } from '../db/insert-rows';
import { buildArticle } from './build-articles';
import { buildIntegrationForms, buildProfileForms } from './build-forms';
import { buildLandings, ORGANIZATION_SECTION } from './build-landings';
import type { ArticleFixture } from './fixture-types';
import type { CatalogueFixtures } from './fixtures';

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Menu items with a link per company of their organization type appended to their categories. */
const buildMenu = (fx: CatalogueFixtures) =>
  menu.map(({ organizationsOfType, organizationSection, ...item }) => ({
    ...item,
    categories: [
      ...item.categories,
      ...fx.insurers
        .filter((org) => organizationsOfType && org.type === organizationsOfType)
        .map((org) => ({
          title: org.displayName,
          url: `/${organizationSection ?? ORGANIZATION_SECTION[org.type]}/${org.slug}`,
          displayName: org.displayName,
        })),
    ],
  }));

const CONTENT_TABLES = [
  'content_blocks',
  'comparators',
  'notifications',
  'article_tags',
  'articles',
  'landings',
  'partners',
  'profile_forms',
  'integration_forms',
  'countries',
  'business_lines',
  'referrers',
] as const;

/**
 * Advisors are upserted, not replaced: their place in the assignment round robin and the ids that stored
 * leads point to survive a reseed.
 */
const upsertAdvisors = async (db: Db) => {
  const ids = advisors.map((a) => a.id);
  await db.updateTable('advisors').set({ active: 0 }).where('id', 'not in', ids).execute();
  await db.deleteFrom('advisor_lines').execute();
  for (const advisor of advisors) {
    await db
      .insertInto('advisors')
      .values({
        id: advisor.id,
        nombres: advisor.nombres,
        apellidos: advisor.apellidos,
        telefono_1: advisor.telefono_1,
        telefonos: JSON.stringify(advisor.telefonos ?? []),
        email_corporativo: advisor.email_corporativo,
        calendly_active: advisor.calendly?.active ? 1 : 0,
        calendly_url: advisor.calendly?.url ?? null,
        active: advisor.active ? 1 : 0,
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          nombres: eb.ref('excluded.nombres'),
          apellidos: eb.ref('excluded.apellidos'),
          telefono_1: eb.ref('excluded.telefono_1'),
          telefonos: eb.ref('excluded.telefonos'),
          email_corporativo: eb.ref('excluded.email_corporativo'),
          calendly_active: eb.ref('excluded.calendly_active'),
          calendly_url: eb.ref('excluded.calendly_url'),
          active: eb.ref('excluded.active'),
        })),
      )
      .execute();
    await insertRows(
      db,
      'advisor_lines',
      advisor.businessLines.map((id) => ({ advisor_id: advisor.id, business_line_id: id })),
    );
  }
};

/** Replaces the site content and reference data with the fixtures'. */
export const seedContent = async (db: Db, fx: CatalogueFixtures): Promise<void> => {
  for (const table of CONTENT_TABLES) await db.deleteFrom(table).execute();
  await insertRows(db, 'content_blocks', [
    { key: 'menu', body: JSON.stringify(buildMenu(fx)) },
    { key: 'contactInformations', body: JSON.stringify(contactInformations) },
    ...Object.entries(whyUs).map(([project, items]) => ({ key: `whyUs:${project}`, body: JSON.stringify(items) })),
  ]);
  await insertRows(
    db,
    'comparators',
    comparators.comparators.map((c) => ({ id: c.id, slug: c.slug, body: JSON.stringify(c) })),
  );
  await insertRows(
    db,
    'notifications',
    notifications.map((n) => ({
      id: n.id,
      title: n.title,
      message: n.message,
      starts_at: n.startsAt,
      ends_at: n.endsAt,
    })),
  );

  const articles = [...epsArticles, ...segurosArticles, ...masArticles] as ArticleFixture[];
  await insertRows(
    db,
    'articles',
    articles.map((raw) => {
      const { summary, detail } = buildArticle(raw);
      return {
        slug: raw.slug,
        title: raw.title,
        grp: raw.group,
        published_at: raw.publishedAt,
        summary: JSON.stringify(summary),
        body: JSON.stringify(detail),
      };
    }),
  );
  await insertRows(
    db,
    'article_tags',
    articles.flatMap((raw) => raw.tags.map((tag) => ({ tag, slug: raw.slug }))),
  );

  await insertRows(
    db,
    'landings',
    buildLandings(fx.insurers, fx.clinics).map((l) => ({
      url: l.url,
      type: l.type,
      position: l.position,
      summary: JSON.stringify(l.summary),
      body: JSON.stringify(l.body),
    })),
  );
  await insertRows(
    db,
    'partners',
    partners.map(({ iframe, ...config }) => ({
      subdomain: config.subdomain,
      iframe_token_hash: tokenHash(iframe.token),
      body: JSON.stringify({ ...config, iframeOrigin: iframe.origin }),
    })),
  );
  await insertRows(
    db,
    'profile_forms',
    buildProfileForms(fx.insurers).map((f) => ({ name: f.name, body: JSON.stringify(f.body) })),
  );
  await insertRows(
    db,
    'integration_forms',
    buildIntegrationForms().map((f) => ({ hash: f.hash, name: f.name, body: JSON.stringify(f.body) })),
  );
  await insertRows(
    db,
    'countries',
    countries.map((c, i) => ({
      code: c.code,
      name: c.name,
      phone_prefix: c.phonePrefix,
      nationality: c.nationality,
      position: i,
    })),
  );
  await insertRows(
    db,
    'business_lines',
    businessLines.map((b) => ({ id: b.id, requires_employees: b.requiresEmployees ? 1 : 0, body: JSON.stringify(b) })),
  );
  await insertRows(
    db,
    'referrers',
    referrers.map((r) => ({ email: r.email, name: r.name, ejecutivo: r.ejecutivo })),
  );
  await upsertAdvisors(db);
};

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
        .map((org) => ({ title: org.displayName, url: `/${organizationSection ?? ORGANIZATION_SECTION[org.type]}/${org.slug}`, displayName: org.displayName })),
    ],
  }));

/**
 * Advisors are upserted, not replaced: their place in the assignment round robin and the ids that stored
 * leads point to survive a reseed.
 */
const upsertAdvisors = (db: Db) => {
  const upsert = db.prepare(`INSERT INTO advisors (id, nombres, apellidos, telefono_1, telefonos, email_corporativo, calendly_active, calendly_url, active)
    VALUES (@id, @nombres, @apellidos, @telefono_1, @telefonosJson, @email_corporativo, @calendlyActive, @calendlyUrl, @active)
    ON CONFLICT (id) DO UPDATE SET nombres = excluded.nombres, apellidos = excluded.apellidos, telefono_1 = excluded.telefono_1, telefonos = excluded.telefonos,
      email_corporativo = excluded.email_corporativo, calendly_active = excluded.calendly_active, calendly_url = excluded.calendly_url, active = excluded.active`);
  const ids = advisors.map((a) => a.id);
  db.prepare(`UPDATE advisors SET active = 0 WHERE id NOT IN (${ids.map(() => '?').join(',')})`).run(...ids);
  db.prepare('DELETE FROM advisor_lines').run();
  const line = db.prepare('INSERT INTO advisor_lines (advisor_id, business_line_id) VALUES (?, ?)');
  for (const advisor of advisors) {
    upsert.run({ ...advisor, telefonosJson: JSON.stringify(advisor.telefonos ?? []), calendlyActive: advisor.calendly?.active ? 1 : 0, calendlyUrl: advisor.calendly?.url ?? null, active: advisor.active ? 1 : 0 });
    advisor.businessLines.forEach((id) => line.run(advisor.id, id));
  }
};

/** Replaces the site content and reference data with the fixtures'. */
export const seedContent = (db: Db, fx: CatalogueFixtures): void => {
  for (const table of ['content_blocks', 'comparators', 'notifications', 'article_tags', 'articles', 'landings', 'partners', 'profile_forms', 'integration_forms', 'countries', 'business_lines', 'referrers']) {
    db.prepare(`DELETE FROM ${table}`).run();
  }
  const block = db.prepare('INSERT INTO content_blocks (key, body) VALUES (?, ?)');
  block.run('menu', JSON.stringify(buildMenu(fx)));
  block.run('contactInformations', JSON.stringify(contactInformations));
  block.run('comparatorBenefits', JSON.stringify(comparators.benefits));
  for (const [project, items] of Object.entries(whyUs)) block.run(`whyUs:${project}`, JSON.stringify(items));

  const comparator = db.prepare('INSERT INTO comparators (id, slug, body) VALUES (?, ?, ?)');
  comparators.comparators.forEach((c) => comparator.run(c.id, c.slug, JSON.stringify(c)));

  const notification = db.prepare('INSERT INTO notifications (id, title, message, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)');
  notifications.forEach((n) => notification.run(n.id, n.title, n.message, n.startsAt, n.endsAt));

  const article = db.prepare('INSERT INTO articles (slug, title, grp, published_at, summary, body) VALUES (?, ?, ?, ?, ?, ?)');
  const tag = db.prepare('INSERT INTO article_tags (tag, slug) VALUES (?, ?)');
  for (const raw of [...epsArticles, ...segurosArticles, ...masArticles] as ArticleFixture[]) {
    const { summary, detail } = buildArticle(raw);
    article.run(raw.slug, raw.title, raw.group, raw.publishedAt, JSON.stringify(summary), JSON.stringify(detail));
    raw.tags.forEach((t) => tag.run(t, raw.slug));
  }

  const landing = db.prepare('INSERT INTO landings (url, type, position, summary, body) VALUES (?, ?, ?, ?, ?)');
  buildLandings(fx.insurers, fx.clinics).forEach((l) => landing.run(l.url, l.type, l.position, JSON.stringify(l.summary), JSON.stringify(l.body)));

  const partner = db.prepare('INSERT INTO partners (subdomain, iframe_token_hash, body) VALUES (?, ?, ?)');
  partners.forEach(({ iframe, ...config }) => partner.run(config.subdomain, tokenHash(iframe.token), JSON.stringify({ ...config, iframeOrigin: iframe.origin })));

  const profileForm = db.prepare('INSERT INTO profile_forms (name, body) VALUES (?, ?)');
  buildProfileForms(fx.insurers).forEach((f) => profileForm.run(f.name, JSON.stringify(f.body)));
  const integrationForm = db.prepare('INSERT INTO integration_forms (hash, name, body) VALUES (?, ?, ?)');
  buildIntegrationForms().forEach((f) => integrationForm.run(f.hash, f.name, JSON.stringify(f.body)));

  const country = db.prepare('INSERT INTO countries (code, name, phone_prefix, nationality, position) VALUES (?, ?, ?, ?, ?)');
  countries.forEach((c, i) => country.run(c.code, c.name, c.phonePrefix, c.nationality, i));
  const businessLine = db.prepare('INSERT INTO business_lines (id, requires_employees, body) VALUES (?, ?, ?)');
  businessLines.forEach((b) => businessLine.run(b.id, b.requiresEmployees ? 1 : 0, JSON.stringify(b)));
  const referrer = db.prepare('INSERT INTO referrers (email, name, ejecutivo) VALUES (?, ?, ?)');
  referrers.forEach((r) => referrer.run(r.email, r.name, r.ejecutivo));
  upsertAdvisors(db);
};

import type { Kysely } from 'kysely';
import { caseInsensitive, uniqueIgnoringCase, withoutRowid } from '../dialect';
import { adoptable } from './legacy';

/** Site content and reference data: menu, blog, landings, forms, partners, advisors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  const compact = withoutRowid(db);
  const nocase = caseInsensitive(db);
  await db.schema
    .createTable('content_blocks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('comparators')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_by_date').on('articles').column('published_at desc').execute();
  await db.schema
    .createTable('article_tags')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().references('articles.slug').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tags_pk', ['tag', 'slug'])
    .$call(compact)
    .execute();

  await db.schema
    .createTable('landings')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('landings_by_type').on('landings').columns(['type', 'position']).execute();

  await db.schema
    .createTable('partners')
    .addColumn('subdomain', 'text', (c) => c.primaryKey())
    .addColumn('iframe_token_hash', 'text', (c) => c.unique())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('profile_forms')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('integration_forms')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_prefix', 'text', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('requires_employees', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('advisors')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('nombres', 'text', (c) => c.notNull())
    .addColumn('apellidos', 'text', (c) => c.notNull())
    .addColumn('telefono_1', 'text', (c) => c.notNull())
    .addColumn('email_corporativo', 'text', (c) => nocase(c.notNull().unique()))
    .addColumn('calendly_active', 'integer', (c) => c.notNull())
    .addColumn('calendly_url', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    // Round robin: the eligible advisor with the lowest value gets the next lead.
    .addColumn('last_assigned_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('advisor_lines')
    .addColumn('advisor_id', 'integer', (c) => c.notNull().references('advisors.id').onDelete('cascade'))
    .addColumn('business_line_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('advisor_lines_pk', ['advisor_id', 'business_line_id'])
    .$call(compact)
    .execute();

  await db.schema
    .createTable('referrers')
    .addColumn('email', 'text', (c) => nocase(c.primaryKey()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ejecutivo', 'text')
    .execute();
  await uniqueIgnoringCase(db, 'advisors', 'email_corporativo');
  await uniqueIgnoringCase(db, 'referrers', 'email');
};

export const content = adoptable(2, up);

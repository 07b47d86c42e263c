import { sql, type Kysely } from 'kysely';
import { floatType, withoutRowid } from '../dialect';
import { adoptable } from './legacy';

/**
 * The plan catalogue. Columns hold what the compare call filters and sorts on; the card and the detail
 * sections are stored as the JSON documents the API answers with, built once by the seed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const up = async (db: Kysely<any>) => {
  const compact = withoutRowid(db);
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('state_code', 'text')
    .addColumn('state_name', 'text')
    .addColumn('city', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('organizations_by_type').on('organizations').columns(['type', 'display_name']).execute();

  await db.schema
    .createTable('insurance_types')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('upper_name', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('pricing', 'text', (c) => c.notNull().check(sql`pricing in ('people', 'employees', 'pets')`))
    .addColumn('price_label', 'text', (c) => c.notNull())
    .addColumn('business_line_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_code', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('insurance_type', 'text', (c) => c.notNull().references('insurance_types.name'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('score', floatType(db), (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('is_promoted', 'integer', (c) => c.notNull())
    .addColumn('launched_at', 'text', (c) => c.notNull())
    .addColumn('price_unit', 'text', (c) => c.notNull())
    .addColumn('min_subscribers', 'integer')
    .addColumn('base_price', 'integer', (c) => c.notNull())
    .addColumn('card', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plans_by_type').on('plans').column('insurance_type').execute();
  await db.schema.createIndex('plans_by_organization').on('plans').column('organization_id').execute();

  await db.schema
    .createTable('plan_features')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_features_pk', ['plan_id', 'name'])
    .$call(compact)
    .execute();
  await db.schema.createIndex('plan_features_by_name').on('plan_features').columns(['name', 'plan_id']).execute();

  // One row per age band and segment (sex, or species for pets): the plan's price table.
  await db.schema
    .createTable('plan_prices')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('segment', 'text', (c) => c.notNull())
    .addColumn('age_min', 'integer', (c) => c.notNull())
    .addColumn('age_max', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addPrimaryKeyConstraint('plan_prices_pk', ['plan_id', 'segment', 'age_min'])
    .$call(compact)
    .execute();
  await db.schema
    .createIndex('plan_prices_by_person')
    .on('plan_prices')
    .columns(['segment', 'age_min', 'age_max'])
    .execute();

  await db.schema
    .createTable('plan_content')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_content_pk', ['plan_id', 'section'])
    .$call(compact)
    .execute();

  await db.schema
    .createTable('coverage_networks')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('coverage_code', 'text', (c) => c.notNull())
    .addColumn('coverage_name', 'text', (c) => c.notNull())
    .addColumn('percentage', 'integer', (c) => c.notNull())
    .addColumn('deductible', 'integer', (c) => c.notNull())
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addPrimaryKeyConstraint('coverage_networks_pk', ['plan_id', 'coverage_code', 'clinic_id'])
    .$call(compact)
    .execute();
  await db.schema.createIndex('coverage_networks_by_clinic').on('coverage_networks').column('clinic_id').execute();

  // PDF documents: the spec is everything the generator needs; size is set once the file exists.
  await db.schema
    .createTable('documents')
    .addColumn('file_name', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('size', 'integer')
    .execute();
  await db.schema
    .createTable('plan_documents')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull().references('documents.file_name'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_documents_pk', ['plan_id', 'file_name'])
    .$call(compact)
    .execute();
};

export const catalogue = adoptable(1, up);

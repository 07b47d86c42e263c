import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUP_EMPLOYEES_MIN } from '@qs/contract';

/**
 * What the site says of companies agrees with what its forms accept: a company is quoted from
 * GROUP_EMPLOYEES_MIN employees, so no page (the home page's blocks, the menu, a landing) promises less.
 */
const CONTENT = join(__dirname, '..', 'fixtures', 'content');

describe('content: the company minimum', () => {
  it.each(readdirSync(CONTENT).filter((name) => name.endsWith('.json')))(
    '%s says "desde N empleados" only with N of at least the forms\' minimum',
    (name) => {
      const text = readFileSync(join(CONTENT, name), 'utf8');
      const promised = [...text.matchAll(/desde (\d+) empleados/gi)].map((match) => Number(match[1]));
      expect(promised.filter((count) => count < GROUP_EMPLOYEES_MIN)).toEqual([]);
    },
  );
});

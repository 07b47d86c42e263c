import { Validator } from '@seriousme/openapi-schema-validator';
import { collectRoutesOf, type RouteInfo } from '../test-support/routes';
import { call, createTestApp, type TestApp } from '../test-support/test-app';
import { OPENAPI_PATH } from './openapi';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const key = (route: Pick<RouteInfo, 'method' | 'url'>) => `${route.method} ${route.url}`;

describe('the API contract (/api/openapi.json)', () => {
  let t: TestApp;
  let document: Document;
  let routes: RouteInfo[];

  beforeAll(async () => {
    t = await createTestApp();
    const answer = await call<Document>(t.app, { method: 'GET', url: OPENAPI_PATH });
    expect(answer.status).toBe(200);
    document = answer.body;
    routes = await collectRoutesOf(t);
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route of the API', () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());
  });

  it('gives every route a response schema for its success and its errors', () => {
    const missing = routes.flatMap((route) => {
      const responses = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.responses ?? {};
      const success = Object.keys(responses).filter((status) => /^2/.test(status));
      const problems = [];
      // A route kept only to refuse (a bare GET of a POST call) documents its 405 instead.
      if (success.length === 0 && !responses['405']) problems.push(`${key(route)}: no success answer`);
      for (const status of success.filter((code) => code !== '204')) {
        if (!Object.values(responses[status]?.content ?? {}).some((media) => media.schema))
          problems.push(`${key(route)}: ${status} has no schema`);
      }
      if (!responses['4XX'] && !responses['4xx'] && !responses['405']) problems.push(`${key(route)}: no error answer`);
      return problems;
    });
    expect(missing).toEqual([]);
  });
});

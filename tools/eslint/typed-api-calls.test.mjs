// The rule against hand-picked answer types, on a few lines: each reported or let pass as the comment says.
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { typedApiCalls } from './typed-api-calls.mjs';

const lint = (code) =>
  new Linter({ configType: 'flat' })
    .verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, typedApiCalls(['**/*.ts'])], {
      filename: 'slice/src/api.ts',
    })
    .map((message) => message.line);

describe('typed API calls (lint)', () => {
  it('reports a client call or a request hook that picks its answer type', () => {
    const code = [
      "apiClient.get<{ data: Plan }>('/insurance/by-url', { url });", // 1: reported
      "client.post<unknown>('/contactos', body);", // 2: reported
      "apiClient.request<{ data: T }>('/purchases', init);", // 3: reported
      'useApiRequest<Plan>(key, (signal) => getPlan(url, signal));', // 4: reported
      "apiClient.get('/insurance/by-url', { url });", // 5: passes
      'useApiRequest(key, (signal) => getPlan(url, signal));', // 6: passes
      "new Map<string, number>().set('a', 1);", // 7: passes
      'store.prefetch<unknown>(key, request);', // 8: passes
    ].join('\n');
    expect(lint(code)).toEqual([1, 2, 3, 4]);
  });
});

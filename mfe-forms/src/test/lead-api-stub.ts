import type { LeadAnswer } from '@qs/shared';
import type { StubAnswer, StubRequest } from './fetch-stub';

const sorted = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, sorted(v)]),
  );
};

/**
 * The reference API's idempotency rule for leads (api/src/store/leads.ts): a new key stores a
 * lead (201); the same key with the same body replays it (200); the same key with another body
 * is refused (422). `loseNextAnswer()` stores the next lead but answers 502, as when the
 * answer is lost on the way back.
 */
export const idempotentLeadApi = (leadFor: (id: number) => LeadAnswer) => {
  const byKey = new Map<string, { body: string; lead: LeadAnswer }>();
  const stored: unknown[] = [];
  let loseNext = false;

  const handle = (request: StubRequest): StubAnswer => {
    const key = request.headers['Idempotency-Key'] ?? '';
    const body = JSON.stringify(sorted(request.body));
    const previous = byKey.get(key);
    if (previous && previous.body !== body)
      return { status: 422, body: { statusCode: 422, message: 'Esta Idempotency-Key ya se usó con otra solicitud.' } };
    let answer: StubAnswer;
    if (previous) {
      answer = { status: 200, body: { data: previous.lead } };
    } else {
      stored.push(request.body);
      const lead = leadFor(stored.length);
      if (key) byKey.set(key, { body, lead });
      answer = { status: 201, body: { data: lead } };
    }
    if (!loseNext) return answer;
    loseNext = false;
    return { status: 502 };
  };

  return { handle, stored, loseNextAnswer: () => (loseNext = true) };
};

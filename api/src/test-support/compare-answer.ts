import type { CompareAnswer } from '@qs/contract';
import type { Db } from '../db/open';
import { comparePage } from '../compare/compare-service';
import type { CompareRequest } from '../compare/compare-request';
import { toCard } from '../compare/plan-cards';

/** The compare answer as an object (the route writes it as text with answerJson): what the tests check it against. */
export const compare = async (
  db: Db,
  request: CompareRequest,
  options: Parameters<typeof comparePage>[2],
): Promise<CompareAnswer> => {
  const { cards, metaData } = await comparePage(db, request, options);
  return { data: cards.map(({ plan, card }) => toCard(plan, card)), metaData };
};

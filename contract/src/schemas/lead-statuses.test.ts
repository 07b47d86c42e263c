import { Value } from 'typebox/value';
import { LEAD_STATUSES, LEAD_SUB_STATUSES, LeadStatus, leadStatusById, leadSubStatusById } from './lead-statuses.ts';

describe('the lead status enumeration', () => {
  it('holds every status of the product once, by id and name', () => {
    const ids = Object.values(LEAD_STATUSES).map((status) => status.id);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 97, 98, 99, 100, 101, 500, 501]);
    expect(leadStatusById(501)).toEqual({ id: 501, name: 'Pendiente de confirmación' });
    expect(leadStatusById(15)).toBeUndefined();
  });

  it('hangs every sub-status under a status of the enumeration', () => {
    for (const sub of Object.values(LEAD_SUB_STATUSES)) expect(leadStatusById(sub.parent)).toBeDefined();
    expect(Object.values(LEAD_SUB_STATUSES).map((sub) => sub.id)).toEqual([
      300, 301, 302, 303, 304, 305, 331, 332, 333,
    ]);
    expect(leadSubStatusById(331)).toMatchObject({ parent: LEAD_STATUSES.closed.id });
    expect(leadSubStatusById(400)).toBeUndefined();
  });

  it("is the contract's status: another id is not a lead status, for the type checker nor for the API's schema", () => {
    // @ts-expect-error 15 is no status of the enumeration
    const unknown: LeadStatus = { id: 15, name: 'Inventado' };
    expect(Value.Check(LeadStatus, unknown)).toBe(false);
    expect(Value.Check(LeadStatus, LEAD_STATUSES.onlinePurchase)).toBe(true);
  });
});

import { nextPlanModalEntry, planModalEntry, readPlanModalEntry } from './modal-history';

describe('plan modal history entries', () => {
  it('reads back an entry of this document, with the tabs pushed since the modal opened', () => {
    const entry = planModalEntry('/EPS/org/plan', '/Comparar/EPS?pagina=2');
    expect(readPlanModalEntry(entry)).toEqual(entry);
    expect(readPlanModalEntry(nextPlanModalEntry(nextPlanModalEntry(entry)))).toMatchObject({
      qsDepth: 2,
      qsBackground: '/Comparar/EPS?pagina=2',
    });
  });

  it('ignores router entries, junk and entries restored from an earlier document', () => {
    expect(readPlanModalEntry({ usr: null, key: 'abc', idx: 1 })).toBeNull();
    expect(readPlanModalEntry(null)).toBeNull();
    expect(
      readPlanModalEntry({ ...planModalEntry('/EPS/org/plan', '/Comparar/EPS'), qsDocument: 'an-earlier-page-load' }),
    ).toBeNull();
  });
});

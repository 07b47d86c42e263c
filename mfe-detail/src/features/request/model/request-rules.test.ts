import type { PlanTab } from '@qs/shared';
import { planTab } from '../../../test/test-fixtures';
import { showsFixedBar, showsRequestColumn } from './request-rules';

const tab = (url: string, extra: Partial<PlanTab> = {}): PlanTab => planTab(url, extra);

describe('showsRequestColumn', () => {
  it('shows beside tabs with showContentChild', () => {
    expect(showsRequestColumn(tab('home', { showContentChild: true }))).toBe(true);
    expect(showsRequestColumn(tab('Donde-Cubre', { showContentChild: true }))).toBe(true);
  });

  it('leaves the width to the others, and to the request tab whose content is the widget', () => {
    expect(showsRequestColumn(tab('Condicion-General', { showContentChild: false }))).toBe(false);
    expect(showsRequestColumn(tab('Detalle-de-Precio'))).toBe(false);
    expect(showsRequestColumn(tab('Solicitar', { showContentChild: true }))).toBe(false);
    expect(showsRequestColumn(tab('home', { showContentChild: true, disabled: true }))).toBe(false);
  });

  it('shows for a plan without tabs', () => {
    expect(showsRequestColumn(undefined)).toBe(true);
  });
});

describe('showsFixedBar', () => {
  it('appears once the header is out of view on a headerFixed tab', () => {
    expect(showsFixedBar(tab('home', { headerFixed: true }), false)).toBe(true);
    expect(showsFixedBar(tab('home', { headerFixed: true }), true)).toBe(false);
  });

  it('never on a tab without headerFixed, nor on the request tab', () => {
    expect(showsFixedBar(tab('Folleto', { headerFixed: false }), false)).toBe(false);
    expect(showsFixedBar(tab('Solicitar', { headerFixed: true }), false)).toBe(false);
  });
});

import type { PlanTab } from '@qs/shared';
import { planTab } from '../../../test/test-fixtures';
import { resolveTab, splitTabs, visibleTabs } from './tab-list';

const tab = (url: string, extra: Partial<PlanTab> = {}): PlanTab => planTab(url, extra);
const apiTabs = [
  tab('home'),
  tab('Detalle-de-Precio'),
  tab('Donde-Cubre'),
  tab('Condicion-General'),
  tab('Folleto', { inMenuMore: true }),
  tab('Solicitar', { inMenuMore: true }),
];

describe('visibleTabs', () => {
  it('leaves hidden tabs out', () => {
    expect(visibleTabs([tab('home'), tab('Tarifas', { hidden: true })]).map((t) => t.url)).toEqual(['home']);
  });
});

describe('splitTabs', () => {
  it('keeps every tab inline off a phone', () => {
    expect(splitTabs(apiTabs, false)).toEqual({ inline: apiTabs, more: [] });
  });

  it('on a phone shows 3 inline and puts the inMenuMore tabs last in the menu', () => {
    const shuffled = [
      tab('home'),
      tab('Folleto', { inMenuMore: true }),
      tab('Detalle-de-Precio'),
      tab('Solicitar', { inMenuMore: true }),
      tab('Donde-Cubre'),
    ];
    const { inline, more } = splitTabs(shuffled, true);
    expect(inline.map((t) => t.url)).toEqual(['home', 'Detalle-de-Precio', 'Donde-Cubre']);
    expect(more.map((t) => t.url)).toEqual(['Folleto', 'Solicitar']);
  });

  it('on a phone a fourth ordinary tab goes to the menu before the inMenuMore ones', () => {
    expect(splitTabs(apiTabs, true).more.map((t) => t.url)).toEqual(['Condicion-General', 'Folleto', 'Solicitar']);
  });

  it('has an empty menu when 3 tabs or fewer exist', () => {
    expect(splitTabs(apiTabs.slice(0, 3), true).more).toEqual([]);
  });
});

describe('resolveTab', () => {
  it('opens the tab the URL names', () => {
    expect(resolveTab('Donde-Cubre', apiTabs)).toEqual({ tab: apiTabs[2], known: true });
    expect(resolveTab('folleto', apiTabs).tab?.url).toBe('Folleto');
  });

  it('falls back to home for an unknown or disabled tab', () => {
    expect(resolveTab('No-Existe', apiTabs)).toEqual({ tab: apiTabs[0], known: false });
    const withDisabled = [tab('home'), tab('Tarifas', { disabled: true })];
    expect(resolveTab('Tarifas', withDisabled)).toEqual({ tab: withDisabled[0], known: false });
  });

  it('home is known even when the plan has no tabs', () => {
    expect(resolveTab('home', [])).toEqual({ tab: undefined, known: true });
  });
});

import { routeAreaState } from './route-area.mjs';

const container = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

describe('routeAreaState', () => {
  it('is complete with a heading and nothing loading, busy while a placeholder or spinner shows', () => {
    expect(routeAreaState(container('<main><h1>Plan Oro</h1></main>'))).toBe('complete');
    expect(routeAreaState(container('<main><h1>Plan Oro</h1><div aria-busy="true"></div></main>'))).toBe('busy');
    expect(routeAreaState(container('<main><div class="qs-spinner" role="status"></div></main>'))).toBe('busy');
    expect(routeAreaState(container('<main><h1> </h1></main>'))).toBe('empty');
    expect(routeAreaState(container('<header><h1>x</h1></header>'))).toBe('empty');
    expect(routeAreaState(null)).toBe('empty');
  });

  it('is an error when an error panel shows (never stored as a snapshot; the takeover goes ahead)', () => {
    expect(routeAreaState(container('<main><h1>Planes</h1><section role="alert">No pudimos cargar</section></main>'))).toBe('error');
  });

  it('counts only placeholders within the viewport when given its height', () => {
    const area = container('<main><h1>Planes</h1><div aria-busy="true"></div></main>');
    const placeholder = area.querySelector('[aria-busy]')!;
    jest.spyOn(placeholder, 'getBoundingClientRect').mockReturnValue({ top: 1600, bottom: 1800 } as DOMRect);
    expect(routeAreaState(area, { viewportHeight: 800 })).toBe('complete');
    expect(routeAreaState(area)).toBe('busy');
  });
});

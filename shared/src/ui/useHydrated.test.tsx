import { render } from '@testing-library/react';
import { hydrateServerMarkup, renderOnServer } from '../../../tools/jest/server-render';
import { useBrowserSnapshot, useHydrated } from './useHydrated';

const Probe = ({ renders = [] }: { renders?: boolean[] }) => {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
};

const subscribeToNothing = () => () => undefined;
const Viewport = () => (
  <p>
    {useBrowserSnapshot(
      subscribeToNothing,
      () => 'phone',
      () => 'unknown',
    )}
  </p>
);

describe('useHydrated', () => {
  it('is false on the server and in the hydration render, then true without a mismatch', async () => {
    const serverHtml = renderOnServer(<Probe />);
    expect(serverHtml).toContain('server');
    const renders: boolean[] = [];
    const { container, recoverableErrors, unmount } = await hydrateServerMarkup(
      serverHtml,
      <Probe renders={renders} />,
    );
    expect(renders[0]).toBe(false);
    expect(container.textContent).toBe('browser');
    expect(recoverableErrors).toEqual([]);
    unmount();
  });

  it('is true from the first render of a component the browser renders itself', () => {
    const renders: boolean[] = [];
    const { container } = render(<Probe renders={renders} />);
    expect(renders).not.toContain(false);
    expect(container.textContent).toBe('browser');
  });
});

describe('useBrowserSnapshot', () => {
  it("draws the server's value on the server and in the hydration render, the store's after", async () => {
    const serverHtml = renderOnServer(<Viewport />);
    expect(serverHtml).toContain('unknown');
    const { container, recoverableErrors, unmount } = await hydrateServerMarkup(serverHtml, <Viewport />);
    expect(container.textContent).toBe('phone');
    expect(recoverableErrors).toEqual([]);
    unmount();
  });

  it("draws the store's value at once in a browser render", () => {
    expect(render(<Viewport />).container.textContent).toBe('phone');
  });
});

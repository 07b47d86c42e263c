import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useScrollSpy } from './use-scroll-spy';

const Spy = ({ ids }: { ids: string[] }) => {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const active = useScrollSpy(ids, root);
  return (
    <>
      <div ref={setRoot}>
        <h2 id="uno">Uno</h2>
        <h2 id="dos">Dos</h2>
        <h2 id="otro">Otro</h2>
      </div>
      <output>{active ?? 'ninguno'}</output>
    </>
  );
};

/** Where each heading's top is now (px from the viewport's top); below the screen until a test scrolls. */
let tops: Record<string, number> = {};

/** Leaves each heading's top where a scroll would, then scrolls (the hook reads positions on the next frame). */
const scrollTo = (next: Record<string, number>) => {
  tops = next;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
};

beforeEach(() => {
  jest.useFakeTimers();
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => window.setTimeout(() => callback(0), 16) as unknown as number);
  window.innerHeight = 800;
  tops = {};
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: tops[this.id] ?? 2000 } as DOMRect;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useScrollSpy (docs/product/content.md#article-side-menu)', () => {
  it('marks nothing while the first heading is below the screen, then the first one once it is on screen', () => {
    render(<Spy ids={['uno', 'dos']} />);
    scrollTo({ uno: 900, dos: 1300 });
    expect(screen.getByRole('status')).toHaveTextContent('ninguno');
    scrollTo({ uno: 400, dos: 800 });
    expect(screen.getByRole('status')).toHaveTextContent('uno');
  });

  it('moves the mark to the next heading once the previous one has scrolled away, and back when scrolled up', () => {
    render(<Spy ids={['uno', 'dos', 'otro']} />);
    scrollTo({ uno: 300, dos: 450, otro: 600 });
    expect(screen.getByRole('status')).toHaveTextContent('uno');
    scrollTo({ uno: -40, dos: 110, otro: 260 });
    expect(screen.getByRole('status')).toHaveTextContent('dos');
    scrollTo({ uno: -190, dos: -40, otro: 110 });
    expect(screen.getByRole('status')).toHaveTextContent('otro');
    scrollTo({ uno: -40, dos: 110, otro: 260 });
    expect(screen.getByRole('status')).toHaveTextContent('dos');
  });

  it('watches only the headings it is given', () => {
    render(<Spy ids={['uno', 'dos']} />);
    scrollTo({ uno: -300, dos: -200, otro: 100 });
    expect(screen.getByRole('status')).toHaveTextContent('dos');
  });

  it('stops listening when it unmounts', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Spy ids={['uno']} />);
    unmount();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});

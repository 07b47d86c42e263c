import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ACTIVE_RATIO, SCROLL_SPY_THRESHOLD, useScrollSpy } from './use-scroll-spy';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; targets: Element[]; disconnect: jest.Mock }> = [];

beforeEach(() => {
  observers.length = 0;
  global.IntersectionObserver = jest.fn((callback: Callback, options?: IntersectionObserverInit) => {
    const observer = { callback, options, targets: [] as Element[], disconnect: jest.fn() };
    observers.push(observer);
    return { observe: (target: Element) => observer.targets.push(target), disconnect: observer.disconnect, unobserve: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
});

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

const seen = (id: string, ratio: number, top: number) => ({
  target: document.getElementById(id)!,
  isIntersecting: ratio > 0,
  intersectionRatio: ratio,
  boundingClientRect: { top } as DOMRectReadOnly,
});

describe('useScrollSpy', () => {
  it('observes the headings with threshold 0.75 (docs/product/content.md#article-side-menu)', () => {
    render(<Spy ids={['uno', 'dos']} />);
    const observer = observers.at(-1)!;
    expect(observer.options).toEqual({ threshold: SCROLL_SPY_THRESHOLD });
    expect(SCROLL_SPY_THRESHOLD).toBe(0.75);
    expect(observer.targets.map((target) => target.id)).toEqual(['uno', 'dos']);
  });

  it('makes the topmost heading seen at a ratio of 0.45 or more the active one, and keeps it until another is', () => {
    render(<Spy ids={['uno', 'dos']} />);
    const { callback } = observers.at(-1)!;
    expect(screen.getByRole('status')).toHaveTextContent('ninguno');
    act(() => callback([seen('uno', ACTIVE_RATIO - 0.01, 10)]));
    expect(screen.getByRole('status')).toHaveTextContent('ninguno');
    act(() => callback([seen('dos', 0.8, 300), seen('uno', ACTIVE_RATIO, 20)]));
    expect(screen.getByRole('status')).toHaveTextContent('uno');
    act(() => callback([seen('uno', 0, -40)]));
    expect(screen.getByRole('status')).toHaveTextContent('uno');
    act(() => callback([seen('dos', 1, 100)]));
    expect(screen.getByRole('status')).toHaveTextContent('dos');
  });

  it('stops observing when it unmounts', () => {
    const { unmount } = render(<Spy ids={['uno']} />);
    unmount();
    expect(observers.at(-1)!.disconnect).toHaveBeenCalled();
  });
});

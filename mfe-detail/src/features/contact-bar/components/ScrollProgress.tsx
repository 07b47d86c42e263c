import { useEffect, useRef } from 'react';
import './contact-bar.css';
import { scrollOffset } from '../model/site-offset';

/**
 * How far the visitor has read (full page). Decorative (aria-hidden): the browser's own scroll position
 * already tells assistive technology the same, and a progressbar that changes on every scroll would be noise.
 * Moves by transform only, so it never shifts the layout.
 */
export const ScrollProgress = () => {
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const room = document.documentElement.scrollHeight - window.innerHeight;
      const share = room > 0 ? Math.min(1, window.scrollY / room) : 0;
      barRef.current?.style.setProperty('transform', `scaleX(${share})`);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div className="qs-scroll-progress" aria-hidden="true" style={{ top: scrollOffset() }}>
      <div ref={barRef} className="qs-scroll-progress__bar" data-testid="scroll-progress" />
    </div>
  );
};

import { useEffect, useRef, useState } from 'react';
import { isCalendarEvent } from '../model/advisor-links';

/** Time the booking page has, after its frame's load event, to say it runs (an error page never does). */
export const CALENDAR_READY_MS = 6000;
/** Time the frame has to load at all (a connection that hangs). */
export const CALENDAR_LOAD_MS = 20000;

export type CalendarFrameState = 'loading' | 'ready' | 'failed';

/**
 * Whether the embedded booking calendar really loaded. A frame fires `load` for the browser's own error page
 * too (no connection, refused by the calendar's site or by the CSP), so only the booking page's own message
 * counts (Calendly posts `calendly.*` events to the page that embeds it); without one in time, or when the
 * CSP refuses the frame, it failed and the card offers the link and the advisor's other channels instead.
 */
export const useCalendarFrame = (frameUrl: string | null) => {
  const ref = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<CalendarFrameState>('loading');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!frameUrl || state !== 'loading') return undefined;
    const origin = new URL(frameUrl).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.source === ref.current?.contentWindow && isCalendarEvent(event.data))
        setState('ready');
    };
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(origin)) setState('failed');
    };
    const timer = setTimeout(() => setState('failed'), loaded ? CALENDAR_READY_MS : CALENDAR_LOAD_MS);
    window.addEventListener('message', onMessage);
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [frameUrl, state, loaded]);

  return { ref, state, onLoad: () => setLoaded(true) };
};

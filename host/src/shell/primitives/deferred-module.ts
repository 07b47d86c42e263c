import { useEffect, useId, useRef, useState } from 'react';

/**
 * A code-split module fetched the first time it is wanted, then kept. The shell's Radix
 * primitives (popover, dialog: about 27 KB gzip) load this way, so a page that nobody opens a
 * menu on never pays for them.
 */
export interface DeferredModule<T> {
  /** Starts the download (once); safe to call on hover or focus as a head start. */
  preload(): Promise<T>;
  /** `preload` for event handlers (hover, focus): a failure here is retried when really wanted. */
  warm(): void;
  /** The module once it has arrived. */
  current(): T | undefined;
}

export const deferredModule = <T>(load: () => Promise<T>): DeferredModule<T> => {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = undefined; // a later attempt may succeed (the chunk's server was briefly down)
        throw error;
      },
    ));
  return {
    preload,
    warm: () => void preload().catch(() => undefined),
    current: () => value,
  };
};

/** The module when it is wanted and has arrived; `undefined` meanwhile. */
export const useDeferredModule = <T>(module: DeferredModule<T>, wanted: boolean): T | undefined => {
  const [value, setValue] = useState(module.current);
  useEffect(() => {
    if (!wanted || value) return;
    let live = true;
    module.preload().then(
      (loaded) => live && setValue(() => loaded),
      (error: unknown) => console.error('A part of the menu could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [module, wanted, value]);
  return value;
};

/**
 * A button that opens a panel whose code is deferred: the open state, the panel's module once it
 * is wanted and has arrived, and the button's props (ARIA state, and a head start on hover,
 * touch or focus). The panel renders with `id={panelId}` and is anchored to `trigger`.
 */
export const useDeferredPanel = <T>(module: DeferredModule<T>) => {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const loaded = useDeferredModule(module, open);
  return {
    open,
    setOpen,
    trigger,
    panelId,
    /** The panel's module while open and loaded. */
    panel: open ? loaded : undefined,
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open && loaded ? panelId : undefined,
      onPointerEnter: module.warm,
      onTouchStart: module.warm,
      onFocus: module.warm,
    },
  };
};

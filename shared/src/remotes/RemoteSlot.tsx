import '../ui/shared-ui.css';
import { useRef, type ReactNode } from 'react';
import { reportClientError } from '../errors/report-error';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import { useNearViewport } from '../ui/useNearViewport';
import { sliceOf, type ExposedModuleId, type ExposedModules } from './exposed-modules';
import { RemoteBoundary } from './RemoteBoundary';
import { useExposedModule } from './useExposedModule';

export interface RemoteSlotProps<Id extends ExposedModuleId> {
  module: Id;
  props: ExposedModules[Id];
  /** Shown while the remote loads; defaults to a spinner of `minHeight`. */
  loading?: ReactNode;
  minHeight?: number;
  /**
   * Wraps what the slot shows while the module is not there (its loading and error states): a module
   * that is itself a modal needs its spinner and its error panel inside a modal of the caller's.
   */
  frame?: (fallback: ReactNode) => ReactNode;
  /**
   * Load the remote only when the slot comes near the viewport (docs/architecture.md#layout-shift-and-long-tasks: the first view of a phone does
   * not pay for a slice it does not show). Until then the slot is blank space of `minHeight`: not a loading
   * state, since nothing is on its way.
   */
  whenVisible?: boolean;
}

/**
 * The one way to render another slice's module: loading state, error boundary,
 * 'Reintentar' that loads the remote again, and a failure report.
 */
export const RemoteSlot = <Id extends ExposedModuleId>({ whenVisible = false, ...slot }: RemoteSlotProps<Id>) =>
  whenVisible ? <DeferredSlot {...slot} /> : <LoadedSlot {...slot} />;

const DeferredSlot = <Id extends ExposedModuleId>(slot: Omit<RemoteSlotProps<Id>, 'whenVisible'>) => {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  if (near) return <LoadedSlot {...slot} />;
  // A block of its own (not `.qs-remote-slot`, which is `display: contents`): a box without layout is never
  // reported as intersecting, and the reserved height needs a box too.
  return <div ref={placeholder} className="qs-remote-slot-deferred" data-remote-slot={sliceOf(slot.module)} data-remote-state="deferred" style={{ minHeight: slot.minHeight }} />;
};

const LoadedSlot = <Id extends ExposedModuleId>({ module, props, loading, minHeight, frame = (fallback) => fallback }: Omit<RemoteSlotProps<Id>, 'whenVisible'>) => {
  const { state, retry, attempt } = useExposedModule(module);
  const slice = sliceOf(module);

  if (state.status === 'loading') return <>{frame(loading ?? <Spinner minHeight={minHeight} />)}</>;
  if (state.status === 'error') {
    return (
      <>
        {frame(
          <div data-remote-slot={slice} data-remote-state="error">
            <ErrorPanel onRetry={retry} />
          </div>,
        )}
      </>
    );
  }
  const { Component } = state;
  return (
    <div data-remote-slot={slice} data-remote-state="ready" className="qs-remote-slot">
      <RemoteBoundary
        key={attempt}
        fallback={() => frame(<ErrorPanel onRetry={retry} />)}
        onError={(error) => reportClientError({ kind: 'render', slice, message: `${module}: ${error.message}` })}
      >
        <Component {...props} />
      </RemoteBoundary>
    </div>
  );
};

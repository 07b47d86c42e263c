import '../ui/shared-ui.css';
import { Suspense, useRef, type ReactNode } from 'react';
import { reportClientError } from '../errors/report-error';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import { useNearViewport } from '../ui/useNearViewport';
import { sliceOf, type ExposedModuleId, type ExposedModules, type Slice } from './exposed-modules';
import { lazyExposed, SlotFailureContext } from './lazy-exposed';
import { RemoteBoundary } from './RemoteBoundary';
import { useFailedSlot, useSlotRetry } from './useSlotRetry';

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
 * The one way to render another slice's module: loading state, error boundary, 'Reintentar' that loads the
 * remote again, and a failure report. The module is a lazy component inside the slot's own Suspense boundary:
 * the server renders it when the slice's server container is there (else the boundary's fallback, and the
 * browser renders it), and the browser hydrates each slot on its own as its code arrives.
 */
export const RemoteSlot = <Id extends ExposedModuleId>({ whenVisible = false, ...slot }: RemoteSlotProps<Id>) =>
  whenVisible ? <DeferredSlot {...slot} /> : <LoadedSlot {...slot} />;

const DeferredSlot = <Id extends ExposedModuleId>(slot: Omit<RemoteSlotProps<Id>, 'whenVisible'>) => {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  if (near) return <LoadedSlot {...slot} />;
  // A block of its own (not `.qs-remote-slot`, which is `display: contents`): a box without layout is never
  // reported as intersecting, and the reserved height needs a box too.
  return (
    <div
      ref={placeholder}
      className="qs-remote-slot-deferred"
      data-remote-slot={sliceOf(slot.module)}
      data-remote-state="deferred"
      style={{ minHeight: slot.minHeight }}
    />
  );
};

const FailedSlot = ({ slice, retry, loadAgain }: { slice: Slice; retry: () => void; loadAgain: () => void }) => {
  useFailedSlot(slice, loadAgain);
  return (
    <div data-remote-slot={slice} data-remote-state="error">
      <ErrorPanel onRetry={retry} />
    </div>
  );
};

const LoadedSlot = <Id extends ExposedModuleId>({
  module,
  props,
  loading,
  minHeight,
  frame = (fallback) => fallback,
}: Omit<RemoteSlotProps<Id>, 'whenVisible'>) => {
  const { generation, retry, loadAgain } = useSlotRetry(module);
  const slice = sliceOf(module);
  const Component = lazyExposed(module, generation) as unknown as (props: ExposedModules[Id]) => ReactNode;
  const failed = () => frame(<FailedSlot slice={slice} retry={retry} loadAgain={loadAgain} />);
  return (
    <RemoteBoundary
      key={generation}
      fallback={failed}
      onError={(error) => reportClientError({ kind: 'render', slice, message: `${module}: ${error.message}` })}
    >
      <SlotFailureContext.Provider value={failed}>
        <Suspense fallback={frame(loading ?? <Spinner minHeight={minHeight} />)}>
          <Component {...props} />
        </Suspense>
      </SlotFailureContext.Provider>
    </RemoteBoundary>
  );
};

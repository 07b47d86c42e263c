import '../ui/shared-ui.css';
import type { ReactNode } from 'react';
import { reportClientError } from '../errors/report-error';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
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
}

/**
 * The one way to render another slice's module: loading state, error boundary,
 * 'Reintentar' that loads the remote again, and a failure report.
 */
export const RemoteSlot = <Id extends ExposedModuleId>({ module, props, loading, minHeight, frame = (fallback) => fallback }: RemoteSlotProps<Id>) => {
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

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reportClientError } from '../errors/report-error';
import { sliceOf, type ExposedModuleId } from './exposed-modules';
import { loadExposed, loadGeneration } from './federation';

/** A remote that could not be loaded (not one that threw while rendering): reported as such, once. */
export class RemoteLoadError extends Error {
  constructor(readonly id: ExposedModuleId, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'RemoteLoadError';
  }
}

const components = new Map<string, LazyExoticComponent<ComponentType<object>>>();

/**
 * The exposed module `id` as a lazy component of its load generation (federation.ts): the same component for
 * every render of that generation, so a render that suspends (the server's, a hydration's) finds the load it
 * started when it renders again. Lazy components are how React waits for code in a Suspense boundary, on the
 * server (the slot streams when its remote is there) and in the browser (a slot hydrates when its code is).
 */
export const lazyExposed = (id: ExposedModuleId, generation = loadGeneration(sliceOf(id))) => {
  const key = `${generation}/${id}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() =>
      loadExposed(id).then(
        (Component) => ({ default: Component as unknown as ComponentType<object> }),
        (error: unknown) => {
          // The server renderer does not report: its slot is rendered again in the browser, which reports.
          if (typeof window !== 'undefined') reportClientError({ kind: 'remote-load', slice: sliceOf(id), message: `${id}: ${error instanceof Error ? error.message : String(error)}` });
          throw new RemoteLoadError(id, error);
        },
      ),
    );
    components.set(key, component);
  }
  return component;
};

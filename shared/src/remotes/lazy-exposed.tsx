import {
  createContext,
  lazy,
  useContext,
  useEffect,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { reportClientError } from '../errors/report-error';
import { sliceOf, type ExposedModuleId, type Slice } from './exposed-modules';
import { loadExposed, loadGeneration, SliceUnavailableError } from './federation';
import { currentRenderScope } from '../server/render-scope';
import { SlotStyles } from './slot-styles';

/** What a slot shows when its remote cannot be loaded (its error panel with 'Reintentar'), given by the slot. */
export const SlotFailureContext = createContext<() => ReactNode>(() => null);

const Failed: ComponentType<object> = () => useContext(SlotFailureContext)();

const isServer = typeof window === 'undefined';

const ready = (id: ExposedModuleId, slice: Slice, Remote: ComponentType<object>) => {
  const Ready = (props: object) => {
    const slot = useRef<HTMLDivElement>(null);
    // `data-live`: this slot answers the visitor (hydrated, or rendered in the browser); tools wait for it.
    useEffect(() => slot.current?.setAttribute('data-live', ''), []);
    return (
      <div ref={slot} data-remote-slot={slice} data-remote-state="ready" className="qs-remote-slot">
        <SlotStyles module={id} />
        <Remote {...props} />
      </div>
    );
  };
  return Ready;
};

/** On the server, a slice the site may not show: the browser renders the slot (and finds it unavailable). */
const unavailable = (slice: Slice): ComponentType<object> => {
  const Unavailable = () => {
    throw new SliceUnavailableError(slice, `El módulo ${slice} no está disponible en este sitio`);
  };
  return Unavailable;
};

const components = new Map<string, LazyExoticComponent<ComponentType<object>>>();

/**
 * The exposed module `id`, in its slot's markup, as a lazy component of its load generation (federation.ts): the
 * same component for every render of that generation, so a render that suspends (the server's, a hydration's)
 * finds the load it started when it renders again. Lazy components are how React waits for code in a Suspense
 * boundary, on the server (the slot streams when its remote is there) and in the browser (a slot hydrates when its
 * code is). A remote that cannot be loaded is, in the browser, the slot's failure (reported once); on the server
 * the render fails, so the browser renders that slot.
 */
export const lazyExposed = (id: ExposedModuleId, generation = loadGeneration(sliceOf(id))) => {
  const scope = currentRenderScope();
  if (scope && !scope.slices.has(sliceOf(id))) return unavailable(sliceOf(id));
  const key = `${generation}/${id}`;
  let component = components.get(key);
  if (!component) {
    const slice = sliceOf(id);
    component = lazy<ComponentType<object>>(() =>
      loadExposed(id).then(
        (Remote) => ({ default: ready(id, slice, Remote as unknown as ComponentType<object>) }),
        (error: unknown) => {
          // On the server the next render loads it again (federation.ts forgets the failed container).
          if (isServer) {
            components.delete(key);
            throw error;
          }
          reportClientError({
            kind: 'remote-load',
            slice,
            message: `${id}: ${error instanceof Error ? error.message : String(error)}`,
          });
          return { default: Failed };
        },
      ),
    );
    components.set(key, component);
  }
  return component;
};

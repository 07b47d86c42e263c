import { BehaviorSubject, Observable, Subject, filter, map } from 'rxjs';
import {
  KNOWN_EVENT_VERSIONS,
  REPLAYED_EVENTS,
  type QsEvent,
  type QsEventMap,
  type QsEventName,
  type QsEventPayload,
} from './events';

const isKnown = (event: unknown): event is QsEvent => {
  if (typeof event !== 'object' || event === null) return false;
  const { name, version } = event as { name?: unknown; version?: unknown };
  if (typeof name !== 'string' || !(name in KNOWN_EVENT_VERSIONS)) return false;
  const versions = KNOWN_EVENT_VERSIONS[name as QsEventName] as ReadonlyArray<number>;
  return versions.includes(version as number);
};

/**
 * The one typed bus between slices. Unknown names or versions are dropped so that a
 * slice deployed with newer events never breaks an older one.
 */
export class EventBus {
  private readonly events$ = new Subject<QsEvent>();
  private readonly replays = new Map<QsEventName, BehaviorSubject<QsEvent | undefined>>(
    REPLAYED_EVENTS.map((name) => [name, new BehaviorSubject<QsEvent | undefined>(undefined)]),
  );

  emit<N extends QsEventName>(name: N, payload: QsEventPayload<N>, version?: QsEventMap[N]['version']): void {
    const versions = KNOWN_EVENT_VERSIONS[name] as ReadonlyArray<QsEventMap[N]['version']>;
    this.publish({ name, version: version ?? versions[versions.length - 1]!, payload } as QsEvent);
  }

  /** Accepts an event of unknown shape (e.g. from another build); ignores what it does not know. */
  publish(event: unknown): void {
    if (!isKnown(event)) return;
    this.replays.get(event.name)?.next(event);
    this.events$.next(event);
  }

  /** Payloads of one event; replayed events start with their current value, if any. */
  on<N extends QsEventName>(name: N): Observable<QsEventPayload<N>> {
    const source: Observable<QsEvent | undefined> = this.replays.get(name) ?? this.events$;
    return source.pipe(
      filter((event): event is QsEvent<N> => event !== undefined && event.name === name),
      map((event) => event.payload),
    );
  }

  /** Current value of a replayed event, without subscribing. */
  current<N extends QsEventName>(name: N): QsEventPayload<N> | undefined {
    return this.replays.get(name)?.getValue()?.payload as QsEventPayload<N> | undefined;
  }
}

const BUS_KEY = Symbol.for('qs.eventBus');
type BusHolder = { [BUS_KEY]?: EventBus };

/**
 * The page-wide bus. @qs/shared is a federation singleton, but the instance also lives on
 * globalThis so that even a mis-configured duplicate copy would talk on the same bus.
 */
export const getEventBus = (): EventBus => {
  const holder = globalThis as BusHolder;
  holder[BUS_KEY] ??= new EventBus();
  return holder[BUS_KEY];
};

// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Replaces `[<id>]` in the headers and body with a new id in every request. */
    idReplacement?: boolean;
    /** Requests in turn; `setupRequest` may change each one before it is sent (a new body). */
    requests?: Array<{ setupRequest?: (request: object) => object }>;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  /** The running load: a promise of the result that also reports each answer as it comes. */
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
  }
  function autocannon(options: Options): Instance;
  export = autocannon;
}

/** A failed API call, with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A 401 on compare means the server suspects a robot (docs/product/results.md). */
  get isBotSuspicion(): boolean {
    return this.status === 401;
  }
}

export const messageFromBody = (body: unknown, fallback: string): string => {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return fallback;
};

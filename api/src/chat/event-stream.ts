import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatEvent } from '@qs/contract';
import type { ChatFeed } from './chat-events';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

/**
 * Answers the request with a Server-Sent Events stream of the feed's events for `conversationId` (null: all):
 * `event: {kind}`, `data: {json}`, and `retry:` so EventSource reconnects after 2 s when the API restarts.
 * `onBeat` runs at each heartbeat (the agent's presence). The stream ends when the browser goes or the feed stops.
 */
export const openEventStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  feed: ChatFeed,
  conversationId: string | null,
  onBeat?: () => void,
): void => {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // The host's proxy and nginx-like servers pass it through as it comes.
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  response.write('retry: 2000\n: open\n\n');
  let ended = false;
  const write = (event: ChatEvent) => {
    if (!ended) response.write(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const beat = setInterval(() => {
    response.write(': beat\n\n');
    onBeat?.();
  }, HEARTBEAT_MS);
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(beat);
    unsubscribe();
    response.end();
  };
  const unsubscribe = feed.subscribe({ conversationId, send: write, end });
  onBeat?.();
  request.raw.once('close', end);
};

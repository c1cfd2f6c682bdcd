// The server-sent events stream of one signed-in user (GET /api/events). Protocol:
//   event: ready    — LISTEN is active: anything committed from now on will be told; the page
//                     refetches what it shows (it may have missed changes while connecting)
//   id: <n> / event: change / data: {"k","id"} — one object of this user changed (ids only)
//   event: resync   — the server may have missed notifications (its listener reconnected): refetch
//   ": hb"          — a comment every 15 s, so proxies and load balancers keep the stream open
// A reconnecting EventSource sends Last-Event-ID; events are not replayed, the `ready` after every
// (re)connection is what makes the page refetch, so nothing is missed either way.
import "server-only";
import { liveListener, type LiveMessage } from "@/lib/live/live-listener";

export const HEARTBEAT_MS = 15_000;
const encoder = new TextEncoder();

export function eventStreamHeaders(): HeadersInit {
  return {
    "content-type": "text/event-stream; charset=utf-8",
    // no-transform: compression middleware (next start) must not buffer the stream.
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    connection: "keep-alive",
  };
}

export function openEventStream(
  userId: string,
  signal: AbortSignal,
  heartbeatMs = HEARTBEAT_MS,
): ReadableStream<Uint8Array> {
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let seq = 0;
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const onMessage = (m: LiveMessage) => {
        if (m.type === "resync") send(`event: resync\ndata: {}\n\n`);
        else send(`id: ${++seq}\nevent: change\ndata: ${JSON.stringify(m.change)}\n\n`);
      };
      let unsubscribe = () => {};
      const heartbeat = setInterval(() => send(`: hb\n\n`), heartbeatMs);
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener("abort", cleanup);
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      signal.addEventListener("abort", cleanup);
      // retry: how long a browser's own EventSource waits before reconnecting.
      send(`retry: 2000\n\n`);
      try {
        unsubscribe = await liveListener().subscribe(userId, onMessage);
      } catch {
        send(`event: unavailable\ndata: {}\n\n`);
        cleanup();
        return;
      }
      if (closed || signal.aborted) {
        unsubscribe();
        return cleanup();
      }
      send(`event: ready\ndata: {}\n\n`);
    },
    cancel() {
      cleanup();
    },
  });
}

// Test helper: a user's live event stream (GET /api/events' body) read into a list as events arrive,
// for integration tests that check which writes tell the owner's open pages what changed.
import { openEventStream } from "@/lib/live/open-event-stream";

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

function readStream(stream: ReadableStream<Uint8Array>) {
  const events: SseEvent[] = [];
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split("\n")
            .filter((l) => !l.startsWith(":") && l.includes(":"))
            .map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trim()]),
        );
        if (fields.event) events.push({ event: fields.event, data: fields.data ?? "", id: fields.id });
      }
    }
  })();
  return events;
}

const open: AbortController[] = [];

/** Opens `userId`'s stream; close every open one with closeEventStreams() (afterEach). */
export function eventStream(userId: string) {
  const abort = new AbortController();
  open.push(abort);
  return { abort, events: readStream(openEventStream(userId, abort.signal)) };
}

export const closeEventStreams = () => open.splice(0).forEach((a) => a.abort());

/** The `change` events' payloads, in arrival order. */
export const changes = (events: SseEvent[]) =>
  events.filter((e) => e.event === "change").map((e) => JSON.parse(e.data) as unknown);

export const isReady = (events: SseEvent[]) => events.some((e) => e.event === "ready");

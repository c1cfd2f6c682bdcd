// The tab's one connection to GET /api/events (docs/architecture.md "Live updates"), as plain TypeScript so its
// rules are tested without a browser (live-connection.test.ts):
// - opens while at least one live view is mounted (retain/release), closes when none is;
// - every `ready` (first open and each reconnect) and `resync` tells the views to refetch what they
//   show, so a change missed while disconnected is never lost;
// - on an error it closes the EventSource and reconnects by itself with backoff; meanwhile the
//   status is "down" and the views poll as they did before live updates (the fallback);
// - after the page has been hidden for `hiddenCloseMs` it closes ("paused"); visible again, it
//   reopens, and the `ready` refetches.
import type { LiveChange } from "@/lib/live/live-event";

export type LiveStatus = "idle" | "connecting" | "up" | "down" | "paused";
/** refetch.first: the first `ready` since the views mounted (their data may be a moment old), not a
 *  reconnection (changes were surely missed). */
export type LiveSignal = { type: "change"; change: LiveChange } | { type: "refetch"; first: boolean };

interface SourceLike {
  addEventListener(type: string, fn: (e: MessageEvent) => void): void;
  close(): void;
  onerror: ((e: Event) => void) | null;
}

export interface LiveConnectionOptions {
  url?: string;
  /** null when the browser has no EventSource: the views poll. */
  createSource: ((url: string) => SourceLike) | null;
  hiddenCloseMs?: number;
  retryMs?: (attempt: number) => number;
  /** A stream not `ready` by then counts as failed (a proxy holding it unanswered): poll meanwhile. */
  readyTimeoutMs?: number;
}

export class LiveConnection {
  status: LiveStatus = "idle";
  private source: SourceLike | null = null;
  private users = 0;
  private attempt = 0;
  private wasUp = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private hiddenTimer: ReturnType<typeof setTimeout> | null = null;
  private readyTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly signals = new Set<(s: LiveSignal) => void>();
  private readonly statuses = new Set<(s: LiveStatus) => void>();
  private readonly url: string;
  private readonly hiddenCloseMs: number;
  private readonly retryMs: (attempt: number) => number;

  constructor(private readonly options: LiveConnectionOptions) {
    this.url = options.url ?? "/api/events";
    this.hiddenCloseMs = options.hiddenCloseMs ?? 5 * 60_000;
    this.retryMs = options.retryMs ?? ((n) => Math.min(1000 * 2 ** n, 30_000));
  }

  onSignal(fn: (s: LiveSignal) => void): () => void {
    this.signals.add(fn);
    return () => this.signals.delete(fn);
  }

  onStatus(fn: (s: LiveStatus) => void): () => void {
    this.statuses.add(fn);
    return () => this.statuses.delete(fn);
  }

  retain(): () => void {
    this.users++;
    if (this.users === 1 && this.status === "idle") this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users--;
      if (this.users === 0) {
        this.wasUp = false;
        this.shut();
        this.setStatus("idle");
      }
    };
  }

  /** Page visibility: hidden long → close; visible → reopen (and refetch on `ready`). */
  setVisible(visible: boolean) {
    if (this.hiddenTimer) clearTimeout(this.hiddenTimer);
    this.hiddenTimer = null;
    if (!visible) {
      if (this.users > 0)
        this.hiddenTimer = setTimeout(() => {
          this.shut();
          this.setStatus("paused");
        }, this.hiddenCloseMs);
      return;
    }
    if (this.status === "paused" && this.users > 0) this.open();
  }

  private open() {
    if (!this.options.createSource) return this.setStatus("down");
    this.shut();
    // A retry after a failure stays "down" (the views keep polling) until the stream is ready.
    this.setStatus(this.attempt > 0 ? "down" : "connecting");
    let source: SourceLike;
    try {
      source = this.options.createSource(this.url);
    } catch {
      return this.failed();
    }
    this.source = source;
    this.readyTimer = setTimeout(() => this.failed(), this.options.readyTimeoutMs ?? 5000);
    source.addEventListener("ready", () => {
      if (this.readyTimer) clearTimeout(this.readyTimer);
      this.readyTimer = null;
      this.attempt = 0;
      this.setStatus("up");
      this.emit({ type: "refetch", first: !this.wasUp });
      this.wasUp = true;
    });
    source.addEventListener("resync", () => this.emit({ type: "refetch", first: false }));
    source.addEventListener("change", (e) => {
      try {
        const change = JSON.parse(String(e.data)) as LiveChange;
        if (typeof change.k === "string") this.emit({ type: "change", change });
      } catch {
        // a malformed event is ignored; the next ready/resync refetches anyway
      }
    });
    source.addEventListener("unavailable", () => this.failed());
    source.onerror = () => this.failed();
  }

  /** The stream broke or was refused: poll meanwhile, reconnect ourselves with backoff. */
  private failed() {
    this.shut();
    this.setStatus("down");
    if (this.users === 0 || !this.options.createSource) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.users > 0 && this.status === "down") this.open();
    }, this.retryMs(this.attempt++));
  }

  private shut() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.readyTimer) clearTimeout(this.readyTimer);
    this.retryTimer = null;
    this.readyTimer = null;
    if (this.source) {
      this.source.onerror = null;
      this.source.close();
      this.source = null;
    }
  }

  private setStatus(status: LiveStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const fn of this.statuses) fn(status);
  }

  private emit(signal: LiveSignal) {
    for (const fn of this.signals) fn(signal);
  }
}

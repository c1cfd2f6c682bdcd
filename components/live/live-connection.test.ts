// The tab's live connection rules, with a fake EventSource and fake timers: refetch after every
// (re)connection, polling fallback while down, reconnect by itself, close when hidden for long.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveConnection, type LiveSignal } from "@/components/live/live-connection";

class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, data = "{}") {
    for (const fn of this.listeners.get(type) ?? []) fn({ data } as MessageEvent);
  }
}
const last = () => FakeSource.all.at(-1)!;

function setup() {
  const conn = new LiveConnection({
    createSource: (url) => new FakeSource(url),
    hiddenCloseMs: 60_000,
    retryMs: () => 1000,
  });
  const signals: LiveSignal[] = [];
  conn.onSignal((s) => signals.push(s));
  return { conn, signals };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
});
afterEach(() => vi.useRealTimers());

describe("LiveConnection", () => {
  it("opens for the first view, refetches on ready, passes changes on, closes with the last view", () => {
    const { conn, signals } = setup();
    const release = conn.retain();
    const release2 = conn.retain();
    expect(FakeSource.all).toHaveLength(1);
    expect(conn.status).toBe("connecting");
    last().fire("ready");
    expect(conn.status).toBe("up");
    last().fire("change", JSON.stringify({ k: "flight-program", id: "s1" }));
    expect(signals).toEqual([
      { type: "refetch", first: true },
      { type: "change", change: { k: "flight-program", id: "s1" } },
    ]);
    release();
    expect(last().closed).toBe(false);
    release2();
    expect(last().closed).toBe(true);
    expect(conn.status).toBe("idle");
  });

  it("falls back to polling while down, reconnects by itself and refetches what it missed", () => {
    const { conn, signals } = setup();
    conn.retain();
    last().fire("ready");
    last().onerror?.(new Event("error"));
    expect(conn.status).toBe("down"); // the views poll meanwhile
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(FakeSource.all).toHaveLength(2);
    expect(conn.status).toBe("down"); // retrying: still polling until the stream is ready
    last().fire("ready");
    expect(conn.status).toBe("up");
    expect(signals.at(-1)).toEqual({ type: "refetch", first: false });
    last().fire("resync");
    expect(signals.at(-1)).toEqual({ type: "refetch", first: false });
  });

  it("without EventSource it stays down (polling)", () => {
    const conn = new LiveConnection({ createSource: null });
    conn.retain();
    expect(conn.status).toBe("down");
  });

  it("closes after the page is hidden for long and reopens when visible", () => {
    const { conn, signals } = setup();
    conn.retain();
    last().fire("ready");
    conn.setVisible(false);
    vi.advanceTimersByTime(59_000);
    conn.setVisible(true); // back in time: stays open
    expect(last().closed).toBe(false);
    conn.setVisible(false);
    vi.advanceTimersByTime(60_000);
    expect(last().closed).toBe(true);
    expect(conn.status).toBe("paused");
    conn.setVisible(true);
    expect(FakeSource.all).toHaveLength(2);
    last().fire("ready");
    expect(signals.at(-1)).toEqual({ type: "refetch", first: false });
  });
});

describe("LiveConnection ready timeout", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.all = [];
  });
  it("a stream held open without `ready` counts as down, so the views poll", () => {
    const conn = new LiveConnection({
      createSource: (url) => new FakeSource(url),
      readyTimeoutMs: 5000,
      retryMs: () => 1000,
    });
    conn.retain();
    vi.advanceTimersByTime(4999);
    expect(conn.status).toBe("connecting");
    vi.advanceTimersByTime(1);
    expect(conn.status).toBe("down");
    expect(FakeSource.all[0]!.closed).toBe(true);
  });
});

"use client";
// The live views' hooks over the tab's one event stream (live-connection.ts). A view that uses them
// keeps the stream open while mounted, refetches just its own data when told something of it
// changed, and polls only while the stream is down (blocked, broken: the fallback).
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { LiveConnection, type LiveStatus } from "@/components/live/live-connection";
import type { LiveChange } from "@/lib/live/live-event";

let shared: LiveConnection | null = null;

function connection(): LiveConnection {
  if (shared) return shared;
  const conn = new LiveConnection({
    createSource: typeof EventSource === "function" ? (url) => new EventSource(url) : null,
  });
  document.addEventListener("visibilitychange", () =>
    conn.setVisible(document.visibilityState === "visible"),
  );
  shared = conn;
  return conn;
}

/** The stream's status; mounting this keeps the stream open. */
export function useLiveStatus(): LiveStatus {
  useEffect(() => connection().retain(), []);
  return useSyncExternalStore(
    (fn) => connection().onStatus(fn),
    () => connection().status,
    () => "idle" as const,
  );
}

/** Poll at `ms` only while the stream is down; while it is up (or connecting) no periodic requests. */
export function usePollingFallback(): (ms: number | false) => number | false {
  const status = useLiveStatus();
  return (ms) => (status === "down" ? ms : false);
}

/**
 * Run `refetch` when a change matching `match` arrives, and after every (re)connection (changes
 * may have been missed meanwhile; `firstReady: false` skips the first connection, for views whose
 * server render is fresh enough). Changes that arrive while a refetch runs cause one more after it,
 * so the last change is always read.
 */
export function useLiveRefetch(
  match: (change: LiveChange) => boolean,
  refetch: () => Promise<unknown>,
  opts: { firstReady?: boolean } = {},
) {
  const firstReady = opts.firstReady ?? true;
  const latest = useRef({ match, refetch });
  useEffect(() => {
    latest.current = { match, refetch };
  });
  useEffect(() => {
    let busy = false;
    let again = false;
    const run = async () => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        do {
          again = false;
          await latest.current.refetch().catch(() => {});
        } while (again);
      } finally {
        busy = false;
      }
    };
    return connection().onSignal((s) => {
      if (s.type === "refetch" ? firstReady || !s.first : latest.current.match(s.change)) void run();
    });
  }, [firstReady]);
}

/** useLiveRefetch for TanStack queries: refetch the active queries under `queryKey`. */
export function useLiveQueries(queryKey: QueryKey, match: (change: LiveChange) => boolean) {
  const qc = useQueryClient();
  useLiveRefetch(match, () => qc.refetchQueries({ queryKey, type: "active" }));
}

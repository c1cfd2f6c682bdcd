"use client";
// Queries and mutations of the Mailboxes section. The list is live: refetched when the event stream
// says a mailbox changed. Only while the stream is down it polls: every 2 s while a mailbox is
// connecting or scanning, every 10 s while one listens (new booking emails can arrive any time).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveQueries, usePollingFallback } from "@/components/live/use-live";
import type { MailboxListView } from "@/lib/mailboxes/list-mailboxes";
import { MailboxState } from "@/lib/mailboxes/mailbox-state";
import { inboxKeys } from "@/components/inbox/inbox-api";
import { mailboxesApi, mailboxKeys } from "./mailboxes-api";

function refetchMs(data: MailboxListView | undefined): number | false {
  if (!data) return false;
  if (data.mailboxes.some((m) => m.state === MailboxState.Connecting || m.state === MailboxState.Scanning))
    return 2000;
  if (data.mailboxes.some((m) => m.state === MailboxState.Listening)) return 10_000;
  return false;
}

export function useMailboxes() {
  const poll = usePollingFallback();
  useLiveQueries(mailboxKeys.list(), (c) => c.k === "mailbox");
  return useQuery({
    queryKey: mailboxKeys.list(),
    queryFn: mailboxesApi.list,
    refetchInterval: (q) => poll(refetchMs(q.state.data)),
    staleTime: 0,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  // Mailbox results are Inbox emails: refresh both.
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: mailboxKeys.all }),
      qc.invalidateQueries({ queryKey: inboxKeys.all }),
    ]);
}

export function useDetectMailbox() {
  return useMutation({ mutationFn: mailboxesApi.detect });
}

export function useConnectImap() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: mailboxesApi.connectImap, onSuccess: invalidate });
}

export function useStartAuth() {
  return useMutation({
    mutationFn: mailboxesApi.startAuth,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useDisconnectMailbox() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; deleteItineraries: boolean }) =>
      mailboxesApi.disconnect(v.id, v.deleteItineraries),
    onSuccess: invalidate,
  });
}

"use client";
// Queries and mutations of the Inbox. Live: the list and an email are refetched when the event
// stream says an email (or its parse) changed, new forwarded mail included. Only while the stream is
// down they poll as before: every second while an email is on its way, every 15 s while one is in
// manual review (that can take days), otherwise every 5 s so forwarded mail shows up.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveQueries, usePollingFallback } from "@/components/live/use-live";
import { EmailMessageStatus } from "@/lib/inbox/email-message-status";
import type { EmailView } from "@/lib/inbox/list-emails";
import type { SenderAddressesView } from "@/lib/inbox/sender-addresses";
import { inboxApi, inboxKeys } from "./inbox-api";

function refetchMs(emails: EmailView[] | undefined, idleMs: number | false = false): number | false {
  if (!emails) return idleMs;
  const parses = emails.flatMap((e) => e.parses);
  if (
    emails.some((e) => e.status === EmailMessageStatus.Submitted) ||
    parses.some((p) => p.status === "queued")
  )
    return 1000;
  if (parses.some((p) => p.status === "review")) return idleMs === false ? 15_000 : Math.min(idleMs, 15_000);
  return idleMs;
}

/** The newest `pages` pages of emails; more pages keep the shown list until the longer one arrives. */
export function useEmails(pages: number) {
  const poll = usePollingFallback();
  useLiveQueries(inboxKeys.list(), (c) => c.k === "email");
  return useQuery({
    queryKey: inboxKeys.list(pages),
    queryFn: () => inboxApi.list(pages),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => poll(refetchMs(q.state.data?.emails, 5000)),
    staleTime: 0,
  });
}

export function useEmail(id: string) {
  const poll = usePollingFallback();
  useLiveQueries(inboxKeys.detail(id), (c) => c.k === "email" && c.id === id);
  return useQuery({
    queryKey: inboxKeys.detail(id),
    queryFn: () => inboxApi.get(id),
    refetchInterval: (q) => poll(refetchMs(q.state.data ? [q.state.data] : undefined)),
    staleTime: 0,
  });
}

export function useEmailSettings() {
  return useQuery({ queryKey: inboxKeys.settings(), queryFn: inboxApi.settings });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: inboxKeys.all });
}

export function useDeleteEmail() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: inboxApi.remove, onSuccess: invalidate });
}

export function useRegenerateAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inboxApi.regenerate,
    onSuccess: (s) => qc.setQueryData(inboxKeys.settings(), s),
  });
}

export function useUpdateEmailSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inboxApi.updateSettings,
    onSuccess: (s) => qc.setQueryData(inboxKeys.settings(), s),
  });
}

export function useItineraryChoice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; choice: "keep" | "hide" | "show" }) => inboxApi.choose(v.id, v.choice),
    onSuccess: invalidate,
  });
}

/** "Approve sender" on a held email: the list and "Your email addresses" both change. */
export function useApproveSender() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: inboxApi.approveSender, onSuccess: invalidate });
}

export function useSenderAddresses(initial?: SenderAddressesView) {
  return useQuery({ queryKey: inboxKeys.senders(), queryFn: inboxApi.senders, initialData: initial });
}

export function useAddSender() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inboxApi.addSender,
    onSuccess: (v) => qc.setQueryData(inboxKeys.senders(), v),
  });
}

export function useRemoveSender() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inboxApi.removeSender,
    onSuccess: (v) => qc.setQueryData(inboxKeys.senders(), v),
  });
}

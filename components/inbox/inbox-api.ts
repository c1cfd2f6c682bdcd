// Endpoints of the Inbox and settings pages over the shared fetcher, and their query keys.
import type { EmailSettingsView } from "@/lib/inbox/email-settings";
import type { EmailPage, EmailView } from "@/lib/inbox/list-emails";
import type { SenderAddressesView } from "@/lib/inbox/sender-addresses";
import { ApiError, apiFetch } from "@/lib/query/api-fetch";

export type SubmitOk = { ok: true; id: string; status: string };

/** One raw email as the request body (never JSON-wrapped: it can be megabytes). */
async function submitRaw(raw: Blob | string, origin: "upload" | "paste", name?: string): Promise<SubmitOk> {
  const qs = new URLSearchParams({ origin, ...(name ? { name } : {}) });
  const res = await fetch(`/api/inbox/emails?${qs}`, {
    method: "POST",
    headers: { "content-type": "message/rfc822" },
    body: raw,
    cache: "no-store",
  });
  const json = (await res.json().catch(() => ({}))) as {
    error?: { code?: string; message?: string };
  } & Partial<SubmitOk>;
  if (!res.ok)
    throw new ApiError(
      res.status,
      json.error?.code ?? "error",
      json.error?.message ?? `Upload failed (${res.status})`,
    );
  return json as SubmitOk;
}

export const inboxApi = {
  /** The newest `page` pages of emails (the Inbox address's ?page). */
  list: (page: number) => apiFetch<EmailPage>(`/api/inbox/emails?page=${page}`),
  get: (id: string) => apiFetch<EmailView>(`/api/inbox/emails/${encodeURIComponent(id)}`),
  submit: submitRaw,
  remove: (id: string) =>
    apiFetch<{ ok: true }>(`/api/inbox/emails/${encodeURIComponent(id)}`, { method: "DELETE" }),
  approveSender: (id: string) =>
    apiFetch<{ ok: true; status: string }>(`/api/inbox/emails/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { action: "approve-sender" },
    }),
  senders: () => apiFetch<SenderAddressesView>("/api/inbox/settings/senders"),
  addSender: (address: string) =>
    apiFetch<SenderAddressesView>("/api/inbox/settings/senders", { method: "POST", body: { address } }),
  removeSender: (address: string) =>
    apiFetch<SenderAddressesView>("/api/inbox/settings/senders", { method: "DELETE", body: { address } }),
  settings: () => apiFetch<EmailSettingsView>("/api/inbox/settings"),
  updateSettings: (body: { travelerNames?: string[]; region?: "us" | "eu" }) =>
    apiFetch<EmailSettingsView>("/api/inbox/settings", { method: "PATCH", body }),
  regenerate: () => apiFetch<EmailSettingsView>("/api/inbox/settings/forwarding", { method: "POST" }),
  choose: (itineraryId: string, choice: "keep" | "hide" | "show") =>
    apiFetch<{ ok: true }>(`/api/inbox/itineraries/${encodeURIComponent(itineraryId)}`, {
      method: "POST",
      body: { choice },
    }),
};

export const inboxKeys = {
  all: ["inbox"] as const,
  /** Without pages: every list query (the prefix invalidations match). */
  list: (pages?: number) =>
    pages === undefined
      ? ([...inboxKeys.all, "list"] as const)
      : ([...inboxKeys.all, "list", pages] as const),
  detail: (id: string) => [...inboxKeys.all, "detail", id] as const,
  settings: () => [...inboxKeys.all, "settings"] as const,
  senders: () => [...inboxKeys.all, "senders"] as const,
};

// Endpoints of the Mailboxes section over the shared fetcher, and their query keys.
import type { MailboxListView } from "@/lib/mailboxes/list-mailboxes";
import { apiFetch } from "@/lib/query/api-fetch";

export type DetectResult =
  | { method: "hosted"; type: "google" | "microsoft" | "yahoo" | "aol" }
  | { method: "imap"; type: string; defaults: { host: string; port: number; secure: boolean } };

export interface ScanSettings {
  startFrom: string;
  listen: boolean;
}

export interface ImapForm extends ScanSettings {
  address: string;
  host: string;
  port: number;
  secure: boolean;
  password: string;
}

export const mailboxesApi = {
  list: () => apiFetch<MailboxListView>("/api/mailboxes"),
  detect: (email: string) =>
    apiFetch<DetectResult>(`/api/mailboxes/detect-type?${new URLSearchParams({ email })}`),
  connectImap: (body: ImapForm) => apiFetch<{ id: string }>("/api/mailboxes/imap", { method: "POST", body }),
  startAuth: (body: ScanSettings & { provider: string }) =>
    apiFetch<{ url: string }>("/api/mailboxes/start-auth", { method: "POST", body }),
  disconnect: (id: string, deleteItineraries: boolean) =>
    apiFetch<{ disconnected: true; itinerariesDeleted: number }>(
      `/api/mailboxes/${encodeURIComponent(id)}/disconnect`,
      { method: "POST", body: { deleteItineraries } },
    ),
};

export const mailboxKeys = {
  all: ["mailboxes"] as const,
  list: () => [...mailboxKeys.all, "list"] as const,
};

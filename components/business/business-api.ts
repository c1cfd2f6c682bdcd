// Endpoints of the Business pages over the shared fetcher, and their query keys.
import type { BusinessConnectionView } from "@/lib/business/get-connection";
import { balancesViewQuery, type BalancesView } from "@/lib/business/balances-view";
import type { BalancesPage } from "@/lib/business/list-balances";
import { apiFetch } from "@/lib/query/api-fetch";

export type ConnectionState = BusinessConnectionView | { connected: false };
export type Invite = { id: string; url: string; expiresAt: string; access: number; granularSharing: boolean };

export const businessApi = {
  connection: () => apiFetch<ConnectionState>("/api/business/connection"),
  saveKey: (apiKey: string) =>
    apiFetch<{ id: string; last4: string }>("/api/business/connection", { method: "PUT", body: { apiKey } }),
  removeKey: () => apiFetch<{ removed: boolean }>("/api/business/connection", { method: "DELETE" }),
  sync: () => apiFetch<{ runId: string }>("/api/business/sync", { method: "POST" }),
  invite: (access: number, granularSharing: boolean) =>
    apiFetch<Invite>("/api/business/invites", { method: "POST", body: { access, granularSharing } }),
  balancePeople: () => apiFetch<{ id: string; name: string }[]>("/api/business/balances/people"),
  balances: (view: BalancesView) =>
    apiFetch<BalancesPage>(`/api/business/balances${balancesViewQuery(view)}`),
};

export const businessKeys = {
  all: ["business"] as const,
  connection: () => [...businessKeys.all, "connection"] as const,
  balancePeople: () => [...businessKeys.all, "balance-people"] as const,
  /** One view of team balances; without a view, every view (to invalidate them all). */
  balances: (view?: BalancesView) =>
    view ? ([...businessKeys.all, "balances", view] as const) : ([...businessKeys.all, "balances"] as const),
};

// What every route module of one email host (US `/email` or EU `/email-eu`) shares:
// the harness, the host's own result store (the hosts do not share data: EU mail
// stays on the EU host), its callback credentials and its pending timers.
import type { CallbackTarget, Harness, SimRoute } from "../../../harness/types";
import type { EmailStore } from "./email-store";

export interface EmailHost {
  name: "email" | "email-eu";
  harness: Harness;
  store: EmailStore;
  callbackTarget(url: string): CallbackTarget;
  /** setTimeout that reset() cancels and that never keeps the process alive. */
  later(ms: number, run: () => void): void;
}

/** One group of routes (parsing, providers, later mailboxes): add a module with one line in create-email-service.ts. */
export interface EmailRouteModule {
  routes: SimRoute[];
  reset?(): void;
}

export type EmailRouteFactory = (host: EmailHost) => EmailRouteModule;

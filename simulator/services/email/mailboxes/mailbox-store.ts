// The simulator's mailboxes, in memory (forgotten on restart or /_control/reset, like every
// simulated service's state). Secrets (IMAP password, OAuth tokens) live only here, never in any
// answer: `publicView` is what every route returns.
import type { Mailbox, MailboxErrorCode, MailboxState } from "../../../contracts/email";
import type { MailboxType } from "./detect-type";

export type { MailboxErrorCode, MailboxState } from "../../../contracts/email";

export interface SimMailbox {
  id: number;
  type: MailboxType;
  login: string;
  state: MailboxState;
  errorCode?: MailboxErrorCode;
  errorMessage?: string;
  creationDate: string;
  startFrom?: string;
  listen: boolean;
  userData?: string;
  tags: string[];
  callbackUrl: string;
  returnEmail?: string;
  onProgress?: { callbackUrl: string };
  emailsRead: number;
  itinerariesFound: number;
  host: string; // "/email" or "/email-eu": results carry the host's service name
  imap?: { host: string; port: number; secure: boolean; password: string };
  oauth?: { accessToken: string; refreshToken: string };
  /** Stops scanning/listening (set by the worker). */
  stop?: () => void;
}

export function publicView(m: SimMailbox): Mailbox {
  return {
    id: m.id,
    type: m.type,
    state: m.state,
    ...(m.errorCode ? { errorCode: m.errorCode, errorMessage: m.errorMessage } : {}),
    creationDate: m.creationDate,
    ...(m.startFrom ? { startFrom: m.startFrom } : {}),
    listen: m.listen,
    ...(m.userData !== undefined ? { userData: m.userData } : {}),
    tags: m.tags,
    login: m.login,
    callbackUrl: m.callbackUrl,
    ...(m.returnEmail ? { returnEmail: m.returnEmail } : {}),
    ...(m.onProgress ? { onProgress: m.onProgress } : {}),
  };
}

export interface PendingAuth {
  code: string;
  provider: Exclude<MailboxType, "imap">;
  createdAt: number;
  usedAt?: number;
  settings: Omit<
    SimMailbox,
    "id" | "type" | "login" | "state" | "creationDate" | "emailsRead" | "itinerariesFound" | "stop" | "host"
  > & { redirectUrl: string };
  host: string;
}

export function createMailboxStore() {
  let nextId = 41_000; // believable-looking integer ids (spec 3 sample shows an integer)
  const mailboxes = new Map<number, SimMailbox>();
  const auths = new Map<string, PendingAuth>();
  return {
    mailboxes,
    auths,
    add(m: Omit<SimMailbox, "id">): SimMailbox {
      const full = { ...m, id: nextId++ };
      mailboxes.set(full.id, full);
      return full;
    },
    remove(id: number): boolean {
      const m = mailboxes.get(id);
      if (!m) return false;
      m.stop?.();
      mailboxes.delete(id);
      return true;
    },
    reset() {
      for (const m of mailboxes.values()) m.stop?.();
      mailboxes.clear();
      auths.clear();
    },
  };
}
export type MailboxStore = ReturnType<typeof createMailboxStore>;

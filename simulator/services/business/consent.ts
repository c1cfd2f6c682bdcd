// Invites: create-auth-url makes a link (valid 10 minutes) to a page that stands for the service's
// consent screen; Allow sends the browser to the app's return address with a code (valid 3 minutes,
// single use) and the state; get-connection-info trades the code for the new user's id.
import { hashString } from "../../harness/random";
import { ACCESS_WORDS } from "./consent-page";
import {
  NEW_TRAVELLER_PROGRAMS,
  NEW_TRAVELLERS,
  type RosterAccount,
  type RosterPerson,
} from "./business-roster";

export const LINK_MS = 10 * 60_000;
export const CODE_MS = 3 * 60_000;

interface Invite {
  token: string;
  access: number;
  granularSharing: boolean;
  state?: string;
  expiresAt: number;
  traveller: RosterPerson;
  used: boolean;
}
interface Code {
  userId: number;
  expiresAt: number;
  used: boolean;
}

export function createInvites(scaled: (ms: number) => number) {
  const invites = new Map<string, Invite>();
  const codes = new Map<string, Code>();
  let seq = 0;

  function create(access: number, granularSharing: boolean, state: string | undefined, now: number): Invite {
    const n = seq++;
    const token = `inv${hashString(`invite:${n}:${state ?? ""}`).toString(36)}${n}`;
    const userId = 5001 + n;
    const programs = NEW_TRAVELLER_PROGRAMS[n % NEW_TRAVELLER_PROGRAMS.length]!;
    const accounts: RosterAccount[] = programs.map((program, k) => ({
      accountId: 90_000 + n * 10 + k,
      program,
      errorCode: 1,
    }));
    const fullName = NEW_TRAVELLERS[n % NEW_TRAVELLERS.length]!;
    const traveller: RosterPerson = {
      kind: "connected",
      id: userId,
      fullName,
      email: `${fullName
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z ]/g, "")
        .replace(/ /g, ".")}@example.com`,
      level: access,
      status: "Free",
      sharedByDefault: !granularSharing,
      accounts,
    };
    const invite = {
      token,
      access,
      granularSharing,
      state,
      expiresAt: now + scaled(LINK_MS),
      traveller,
      used: false,
    };
    invites.set(token, invite);
    return invite;
  }

  /** Allow: the chosen accounts (all without granular sharing) become shared; returns the redirect code. */
  function allow(invite: Invite, chosen: number[], now: number): string {
    invite.used = true;
    if (invite.granularSharing)
      invite.traveller.accounts = invite.traveller.accounts.filter((a) => chosen.includes(a.accountId));
    const code = `c${hashString(`code:${invite.token}`).toString(36)}${invite.traveller.id}`;
    codes.set(code, { userId: invite.traveller.id, expiresAt: now + scaled(CODE_MS), used: false });
    return code;
  }

  /** The user id for a fresh, unused code; otherwise why not. */
  function redeem(code: string, now: number): { userId: number } | { error: string; status: number } {
    const c = codes.get(code);
    if (!c) return { status: 404, error: "Unknown code" };
    if (c.used) return { status: 410, error: "This code was already used" };
    if (c.expiresAt < now)
      return { status: 410, error: "This code has expired (codes are valid for 3 minutes)" };
    c.used = true;
    return { userId: c.userId };
  }

  return {
    create,
    get: (token: string) => invites.get(token),
    allow,
    redeem,
    accessWords: (level: number) => ACCESS_WORDS[level] ?? "",
    reset() {
      invites.clear();
      codes.clear();
      seq = 0;
    },
  };
}

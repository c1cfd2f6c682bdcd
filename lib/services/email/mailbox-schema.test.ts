// The mailbox scanner's state is read through the one list of states (lib/mailboxes/mailbox-state.ts):
// every state of the list is read, a word outside it is refused at the edge with the field named,
// before anything is stored (the column's CHECK would refuse it too, less clearly).
import { describe, expect, it } from "vitest";
import { MailboxState } from "@/lib/mailboxes/mailbox-state";
import { mailboxObject, progressEvent } from "./mailbox-schema";

const event = (state: string) => ({ mailboxId: 7, state, userData: "tag", date: "2026-11-28T00:00:00Z" });
const mailbox = (state: string) => ({
  id: 7,
  type: "imap",
  state,
  creationDate: "2026-11-28T00:00:00Z",
  login: "trips@example.test",
});

describe("mailbox state at the edge", () => {
  it.each(Object.values(MailboxState))("%s is read", (state) => {
    expect(progressEvent.parse(event(state)).state).toBe(state);
    expect(mailboxObject.parse(mailbox(state)).state).toBe(state);
  });

  it.each(["paused", "Scanning", ""])("%j is refused, naming the field", (state) => {
    for (const r of [progressEvent.safeParse(event(state)), mailboxObject.safeParse(mailbox(state))]) {
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.path)).toEqual([["state"]]);
    }
  });
});

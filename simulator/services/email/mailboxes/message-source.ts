// Where a mailbox's messages come from: a real IMAP server (imap-source.ts) or the built-in demo
// mailbox (demo-source.ts). The scanner (run-mailbox.ts) only sees this interface.
export interface RawMessage {
  uid: number;
  raw: Uint8Array;
}

export interface MessageSource {
  /** Signs in; throws a MailboxFailure when it cannot. */
  connect(): Promise<void>;
  /** Every message received on or after `since` (all of them when undefined), oldest first. */
  since(since: Date | undefined): Promise<RawMessage[]>;
  /** Calls `onNew` for each message that arrives from now on; returns a stop function. */
  watch(onNew: (message: RawMessage) => Promise<void>): () => void;
  close(): Promise<void>;
}

export class MailboxFailure extends Error {
  constructor(
    readonly errorCode: "authentication" | "connection" | "unknown",
    message: string,
  ) {
    super(message);
  }
}

// Every mailbox state and error code in words, with what to do (issue 15 item 4). An unknown error
// code from the service is shown with the general advice, never hidden; an unknown state cannot be
// stored (z.enum at the edge, the column's CHECK: mailbox-state.ts) and would be shown as it came.
import { MailboxState } from "./mailbox-state";

export interface StateView {
  label: string;
  tone: "progress" | "ok" | "done" | "error";
  detail?: string;
}

const ERROR_ADVICE: Record<string, string> = {
  authentication:
    "The mailbox refused the sign-in (wrong password or access withdrawn). Disconnect it and connect again with the right password.",
  connection:
    "The mail server could not be reached. Check the server name, port and TLS setting, then connect again.",
  unknown: "The service hit an unexpected problem with this mailbox. Disconnect it and try again later.",
};

export function describeMailboxState(
  state: string,
  errorCode?: string | null,
  errorMessage?: string | null,
): StateView {
  switch (state) {
    case MailboxState.Connecting:
      return { label: "Connecting", tone: "progress", detail: "Signing in to the mailbox…" };
    case MailboxState.Scanning:
      return { label: "Scanning", tone: "progress", detail: "Reading past emails for bookings." };
    case MailboxState.Listening:
      return {
        label: "Listening",
        tone: "ok",
        detail: "Past emails read; new booking emails are picked up as they arrive.",
      };
    case MailboxState.Finished:
      return { label: "Finished", tone: "done", detail: "Past emails read. Not listening for new ones." };
    case MailboxState.Error: {
      const advice = ERROR_ADVICE[errorCode ?? ""] ?? ERROR_ADVICE.unknown;
      const what =
        errorCode === "authentication"
          ? "Wrong password or sign-in refused"
          : errorCode === "connection"
            ? "Cannot reach the mail server"
            : "Error";
      return { label: what, tone: "error", detail: [errorMessage, advice].filter(Boolean).join(" — ") };
    }
    default:
      return { label: state, tone: "progress" };
  }
}

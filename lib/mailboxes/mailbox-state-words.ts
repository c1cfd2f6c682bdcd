// Every mailbox state and error code in words, with what to do (issue 15 item 4). Unknown values
// from the service are shown as they came, never hidden.
export interface StateView {
  label: string;
  tone: "progress" | "ok" | "done" | "error";
  detail?: string;
}

const ERROR_ADVICE: Record<string, string> = {
  authentication: "The mailbox refused the sign-in (wrong password or access withdrawn). Disconnect it and connect again with the right password.",
  connection: "The mail server could not be reached. Check the server name, port and TLS setting, then connect again.",
  unknown: "The service hit an unexpected problem with this mailbox. Disconnect it and try again later.",
};

export function describeMailboxState(state: string, errorCode?: string | null, errorMessage?: string | null): StateView {
  switch (state) {
    case "connecting":
      return { label: "Connecting", tone: "progress", detail: "Signing in to the mailbox…" };
    case "scanning":
      return { label: "Scanning", tone: "progress", detail: "Reading past emails for bookings." };
    case "listening":
      return { label: "Listening", tone: "ok", detail: "Past emails read; new booking emails are picked up as they arrive." };
    case "finished":
      return { label: "Finished", tone: "done", detail: "Past emails read. Not listening for new ones." };
    case "error": {
      const advice = ERROR_ADVICE[errorCode ?? ""] ?? ERROR_ADVICE.unknown;
      const what = errorCode === "authentication" ? "Wrong password or sign-in refused" : errorCode === "connection" ? "Cannot reach the mail server" : "Error";
      return { label: what, tone: "error", detail: [errorMessage, advice].filter(Boolean).join(" — ") };
    }
    default:
      return { label: state, tone: "progress" };
  }
}

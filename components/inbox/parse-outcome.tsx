"use client";
// What one parse request of an email found, or why nothing was found (spec 3 statuses in words).
import { describeCounts } from "@/lib/inbox/travelers-of";
import type { EmailView } from "@/lib/inbox/list-emails";
import {
  missingFieldWords,
  outcomeExplanation,
  parseStatusWords,
  rejectMethodWords,
} from "@/lib/inbox/words";
import { StatementSummaryView } from "./statement-summary";
import { TripLinks } from "./trip-links";

type Parse = EmailView["parses"][number];

export function ParseOutcome({ parse, email }: { parse: Parse; email: EmailView }) {
  const words = parseStatusWords(parse.status);
  const explanation = outcomeExplanation(parse.status);
  const found = describeCounts(parse.counts);
  return (
    <div className="flex flex-col gap-1.5 text-sm" data-testid="parse-outcome" data-status={parse.status}>
      {parse.nested ? (
        <p className="text-muted text-xs">
          Forwarded email inside{parse.subject ? `: “${parse.subject}”` : ""}
        </p>
      ) : null}
      {parse.status === "success" ? (
        <>
          <p className="text-good font-medium">
            {found || (parse.statement ? "A loyalty statement" : "Parsed, nothing to add")}
          </p>
          <TripLinks ids={parse.itineraryIds} items={email.itineraries} />
        </>
      ) : parse.status === "invalid" ? (
        <>
          <p className="text-warn font-medium">{words.label}</p>
          <p>{rejectMethodWords(parse.rejectMethod)}</p>
          {parse.missingFields.length ? (
            <p>
              Missing:{" "}
              <span className="font-medium">{parse.missingFields.map(missingFieldWords).join(", ")}</span>.
            </p>
          ) : null}
          {parse.statusMessage ? (
            <p className="text-muted">The service says: “{parse.statusMessage}”</p>
          ) : null}
        </>
      ) : (
        <>
          <p className={parse.status === "queued" ? "text-muted" : "text-warn font-medium"}>{words.label}</p>
          {explanation ? <p>{explanation}</p> : null}
          {parse.statusMessage && parse.status !== "expired" ? (
            <p className="text-muted">The service says: “{parse.statusMessage}”</p>
          ) : null}
        </>
      )}
      {parse.statement ? <StatementSummaryView statement={parse.statement} /> : null}
      {parse.flightDataMethodsUsed.length ? (
        <p className="text-muted text-xs">Some flight details were completed from flight schedules.</p>
      ) : null}
      {parse.status === "success" && parse.parsingMethod && parse.parsingMethod !== "auto" ? (
        <p className="text-muted text-xs">
          {parse.parsingMethod === "manual"
            ? "Read by a person at the email service."
            : "Read with the service's AI parser."}
        </p>
      ) : null}
    </div>
  );
}

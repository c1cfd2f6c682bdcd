"use client";
// The live list of the user's emails, newest first: the newest 50, then 50 more per press of "Show
// older emails" (a mailbox can bring thousands; the page stays as fast as with a few). The address
// keeps how many (/inbox?page=3), so a reload or a link shows the same emails.
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { inboxPageFromParams, inboxPageQuery } from "@/lib/inbox/inbox-view";
import { INBOX_PAGE_SIZE } from "@/lib/inbox/limits";
import { EmailRow } from "./email-row";
import { useEmails } from "./use-inbox";

const n = (v: number) => v.toLocaleString("en-US");

/** One more page into the address without a server round trip (Next's router follows replaceState;
 *  the rows come from the JSON route): it replaces the step it extends, as Team balances does. */
function showPages(pages: number) {
  window.history.replaceState(null, "", `${window.location.pathname}${inboxPageQuery(pages)}`);
}

export function EmailList() {
  const pages = inboxPageFromParams(Object.fromEntries(useSearchParams()));
  const { data, isError, isFetching, isPlaceholderData } = useEmails(pages);
  const emails = data?.emails ?? [];
  const total = data?.total ?? 0;
  if (isError && !data)
    return (
      <Notice tone="bad" title="The list could not be loaded.">
        It will try again by itself; your emails are safe.
      </Notice>
    );
  if (!emails.length)
    return (
      <Notice title="No emails yet">
        Upload or paste a booking confirmation, or forward one to your address, and its trips appear here.
      </Notice>
    );
  const older = total - emails.length;
  const loadingMore = isFetching && isPlaceholderData;
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Emails">
        {emails.map((e) => (
          <li key={e.id}>
            <EmailRow email={e} />
          </li>
        ))}
      </ul>
      <div className="text-muted flex flex-wrap items-center justify-between gap-3 text-sm">
        <p role="status">
          {older > 0
            ? `Showing the newest ${n(emails.length)} of ${n(total)} emails.`
            : `${n(total)} email${total === 1 ? "" : "s"}.`}
        </p>
        {older > 0 ? (
          <Button variant="secondary" disabled={loadingMore} onClick={() => showPages(pages + 1)}>
            {loadingMore
              ? "Loading older emails…"
              : `Show ${n(Math.min(older, INBOX_PAGE_SIZE))} older email${Math.min(older, INBOX_PAGE_SIZE) === 1 ? "" : "s"}`}
          </Button>
        ) : null}
      </div>
    </>
  );
}

"use client";
// The live list of the user's emails (polls while any is on its way).
import { Notice } from "@/components/ui/notice";
import { EmailRow } from "./email-row";
import { useEmails } from "./use-inbox";

export function EmailList() {
  const { data: emails = [], isError } = useEmails();
  if (isError) return <Notice tone="bad" title="The list could not be loaded.">It will try again by itself; your emails are safe.</Notice>;
  if (!emails.length) return <Notice title="No emails yet">Upload or paste a booking confirmation, or forward one to your address, and its trips appear here.</Notice>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Emails">
      {emails.map((e) => (
        <li key={e.id}>
          <EmailRow email={e} />
        </li>
      ))}
    </ul>
  );
}

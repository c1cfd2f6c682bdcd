// detect-type by domain (docs/services/email.md "Mailbox scanner"): the consumer domains of the
// four API vendors map to them; every other address (company domains, iCloud, Fastmail, the demo
// mailbox at demo.milepost.test…) is IMAP. The real service also recognizes Google Workspace and
// Microsoft 365 custom domains by their MX records; the simulator does no DNS and says IMAP.
export const VENDOR_DOMAINS: Record<string, "google" | "microsoft" | "yahoo" | "aol"> = {
  "gmail.com": "google",
  "googlemail.com": "google",
  "outlook.com": "microsoft",
  "hotmail.com": "microsoft",
  "hotmail.co.uk": "microsoft",
  "live.com": "microsoft",
  "msn.com": "microsoft",
  "yahoo.com": "yahoo",
  "yahoo.co.uk": "yahoo",
  "ymail.com": "yahoo",
  "rocketmail.com": "yahoo",
  "aol.com": "aol",
  "aim.com": "aol",
};

export type MailboxType = "imap" | "google" | "microsoft" | "yahoo" | "aol";

export function detectType(address: string): MailboxType {
  const at = address.lastIndexOf("@");
  const domain =
    at >= 0
      ? address
          .slice(at + 1)
          .trim()
          .toLowerCase()
          .replace(/\.$/, "")
      : "";
  return VENDOR_DOMAINS[domain] ?? "imap";
}

export const DEMO_DOMAIN = "demo.milepost.test";
export const isDemoAddress = (address: string) => address.trim().toLowerCase().endsWith(`@${DEMO_DOMAIN}`);

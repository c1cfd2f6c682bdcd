// IMAP settings prefilled on the form for common providers (issue 15: "prefilled with known defaults
// for common providers"); the user can change every field. Providers that detect-type routes to the
// hosted sign-in (Gmail, Outlook, Yahoo, AOL) are listed too, for operators whose service answers
// `imap` for them.
export interface ImapDefaults {
  host: string;
  port: number;
  secure: boolean;
}

const BY_DOMAIN: Record<string, ImapDefaults> = {
  "icloud.com": { host: "imap.mail.me.com", port: 993, secure: true },
  "me.com": { host: "imap.mail.me.com", port: 993, secure: true },
  "mac.com": { host: "imap.mail.me.com", port: 993, secure: true },
  "fastmail.com": { host: "imap.fastmail.com", port: 993, secure: true },
  "gmx.com": { host: "imap.gmx.com", port: 993, secure: true },
  "gmx.de": { host: "imap.gmx.net", port: 993, secure: true },
  "web.de": { host: "imap.web.de", port: 993, secure: true },
  "zoho.com": { host: "imap.zoho.com", port: 993, secure: true },
  "proton.me": { host: "127.0.0.1", port: 1143, secure: false }, // Proton Mail Bridge runs locally
  "yandex.com": { host: "imap.yandex.com", port: 993, secure: true },
  "mail.com": { host: "imap.mail.com", port: 993, secure: true },
  "gmail.com": { host: "imap.gmail.com", port: 993, secure: true },
  "outlook.com": { host: "outlook.office365.com", port: 993, secure: true },
  "hotmail.com": { host: "outlook.office365.com", port: 993, secure: true },
  "yahoo.com": { host: "imap.mail.yahoo.com", port: 993, secure: true },
  "aol.com": { host: "imap.aol.com", port: 993, secure: true },
  // The simulator's demo mailbox: any address, any password (docs/services/email.md).
  "demo.milepost.test": { host: "imap.demo.milepost.test", port: 993, secure: true },
};

export function imapDefaultsFor(address: string): ImapDefaults {
  const at = address.lastIndexOf("@");
  const domain =
    at >= 0
      ? address
          .slice(at + 1)
          .toLowerCase()
          .trim()
      : "";
  return BY_DOMAIN[domain] ?? { host: domain ? `imap.${domain}` : "", port: 993, secure: true };
}

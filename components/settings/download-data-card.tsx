// Settings › Your data: everything Milepost keeps for you, as one JSON file (GET /api/me/export).
export function DownloadDataCard() {
  return (
    <section aria-label="Your data" className="space-y-2 text-sm">
      <h2 className="font-semibold">Your data</h2>
      <p>
        Download everything Milepost keeps for you as one JSON file: your linked accounts with their balances,
        history and trips, searches and their results, emails and what was found in them, mailboxes, business
        data, trips, settings and failed sign-ins. Passwords, security answers, API keys and feed tokens are
        left out: Milepost keeps them sealed and only uses them.
      </p>
      <a
        href="/api/me/export"
        download
        className="border-line bg-surface text-ink hover:bg-canvas inline-flex h-10 items-center rounded-md border px-4 font-medium"
      >
        Download my data
      </a>
    </section>
  );
}

// Launcher step: the demo user's first-run inbox (lib/inbox/seed-demo-inbox.ts). Needs the
// simulator (or the configured email service) up; callbacks reach the web app once it listens,
// and the polling fallback stores anything that arrived before.
import { seedDemoInbox } from "@/lib/inbox/seed-demo-inbox";

seedDemoInbox()
  .then(() => process.exit(0))
  .catch((error: Error) => {
    console.error(`demo inbox: ${error.message}`);
    process.exit(0); // never blocks start-up: the demo is a nicety
  });

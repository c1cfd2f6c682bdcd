import { describe, expect, it } from "vitest";
import { postgresLinesWorthShowing } from "./postgres-log-filter";

describe("embedded PostgreSQL log filter", () => {
  it("hides routine chatter: setup, checkpoints, shutdown and its FATALs", () => {
    const chatter = [
      "2026-11-23 19:28:04.442 UTC [15366] LOG:  checkpoint starting: immediate force wait",
      "2026-11-23 19:28:05.458 UTC [15355] LOG:  received fast shutdown request",
      '2026-11-23 19:28:05.459 UTC [15355] LOG:  background worker "logical replication launcher" (PID 15371) exited with exit code 1',
      "2026-11-23 19:28:05.460 UTC [15400] FATAL:  terminating connection due to administrator command",
      "2026-11-23 19:28:05.461 UTC [15401] FATAL:  the database system is shutting down",
      'The files belonging to this database system will be owned by user "postgres".',
      "Success. You can now start the database server using:",
    ].join("\n");
    expect(postgresLinesWorthShowing(chatter)).toEqual([]);
  });
  it("keeps warnings and real errors", () => {
    const lines =
      'x LOG:  ok\n2026-11-23 UTC [1] WARNING:  could not flush dirty data\n2026-11-23 UTC [2] ERROR:  relation "Nope" does not exist\n2026-11-23 UTC [3] PANIC:  could not write to file';
    expect(postgresLinesWorthShowing(lines)).toHaveLength(3);
  });
});

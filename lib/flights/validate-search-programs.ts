// Catalog checks on a search before anything is sent: every program is known, a calendar is only
// asked of programs that have one (spec 1 Limits), consumer programs have the user's credentials.
// Throws a 400 with messages by the field.
import "server-only";
import { badRequest } from "@/lib/http/errors";
import type { FlightSearchInput } from "@/lib/flights/search-form-schema";
import { needsOwnAccount } from "@/lib/flights/program-rules";
import type { FlightProvider } from "@/lib/services/flights/provider-schema";

export function validateSearchPrograms(
  input: FlightSearchInput,
  catalog: Map<string, FlightProvider>,
  linkedPrograms: Set<string>,
): FlightProvider[] {
  const fields: Record<string, string> = {};
  const unknown = input.programs.filter((c) => !catalog.has(c));
  if (unknown.length) fields.programs = `Unknown program: ${unknown.join(", ")}`;
  const programs = input.programs.flatMap((c) => catalog.get(c) ?? []);
  if (input.calendar && programs.length && !programs.some((p) => p.priceCalendar)) {
    fields.calendar = "None of the selected programs has a price calendar";
  }
  for (const p of programs) {
    if (needsOwnAccount(p) && !input.credentials[p.code] && !linkedPrograms.has(p.code)) {
      fields[`credentials.${p.code}`] = `${p.shortName} needs your own login and password to search`;
    }
  }
  if (Object.keys(fields).length) throw badRequest("Check the highlighted fields", fields);
  return programs;
}

// GET /api/load-probe — `npm run load` only (LOAD_PROBE=on, else 404): this web process's CPU time
// and the database statements it has sent so far, read before and after each load target to give a
// page's server CPU and statements per view (issue 40 item 1). `?profile=start` / `?profile=stop`
// take a V8 CPU profile of the process between the two calls (the stop answers the .cpuprofile JSON),
// how the shell's cost was found (bench/README.md). Counters and code locations only: no user data.
import { env } from "@/lib/env";
import { statementCount } from "@/lib/load-probe/statement-counter";
import { startProfile, stopProfile } from "@/lib/load-probe/cpu-profile";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  if (env().LOAD_PROBE !== "on")
    return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
  const profile = new URL(request.url).searchParams.get("profile");
  if (profile === "start") {
    await startProfile();
    return Response.json({ profiling: true });
  }
  if (profile === "stop") return Response.json(await stopProfile());
  const cpu = process.cpuUsage();
  const { statements, statementMs } = statementCount();
  return Response.json({ pid: process.pid, cpuMs: (cpu.user + cpu.system) / 1000, statements, statementMs });
}

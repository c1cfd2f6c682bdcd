// Reads the web process's counters (GET /api/load-probe, on only under `npm run load`): CPU time
// and database statements so far. Two readings around a target give its cost per request.
export interface ProbeReading {
  pid: number;
  cpuMs: number;
  statements: number;
  statementMs: number;
}

export async function readProbe(base: string): Promise<ProbeReading> {
  const res = await fetch(`${base}/api/load-probe`);
  if (!res.ok)
    throw new Error(`the load probe answered ${res.status}: is LOAD_PROBE=on reaching the web process?`);
  return (await res.json()) as ProbeReading;
}

export interface PerRequest {
  cpuMsPerView: number;
  queriesPerView: number;
  queryMsPerView: number;
}

/** Cost per request between two readings; the later reading's own request is not counted (a few µs). */
export function perRequest(before: ProbeReading, after: ProbeReading, requests: number): PerRequest {
  if (before.pid !== after.pid) throw new Error("the web process restarted during a target");
  const per = (x: number) => (requests ? Math.round((x / requests) * 10) / 10 : 0);
  return {
    cpuMsPerView: per(after.cpuMs - before.cpuMs),
    queriesPerView: per(after.statements - before.statements),
    queryMsPerView: per(after.statementMs - before.statementMs),
  };
}

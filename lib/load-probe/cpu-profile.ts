// A V8 CPU profile of this process through the inspector protocol, for `npm run load` (LOAD_PROBE=on
// only, app/api/load-probe/route.ts): started and stopped around one load target, so the profile is
// that target's work and nothing of the start-up.
import { Session } from "node:inspector/promises";

const state = globalThis as unknown as { loadProbeSession?: Session };

export async function startProfile(): Promise<void> {
  if (state.loadProbeSession) await stopProfile();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  // 200 µs between samples: pages cost milliseconds, and finer sampling costs the process more.
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  state.loadProbeSession = session;
}

export async function stopProfile(): Promise<unknown> {
  const session = state.loadProbeSession;
  if (!session) return null;
  state.loadProbeSession = undefined;
  const { profile } = await session.post("Profiler.stop");
  session.disconnect();
  return profile;
}

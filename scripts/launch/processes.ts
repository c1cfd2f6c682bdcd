// Child processes with prefixed, line-buffered logs, stopped together.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";

const COLORS = ["\x1b[36m", "\x1b[35m", "\x1b[33m", "\x1b[32m", "\x1b[34m"];
let colorIndex = 0;

// MILEPOST_LOG_FILE (the e2e run sets it): every line of every process also goes to that file, so
// e2e/log-secrets.ts can prove that no secret reaches any log line (issue 18).
const logPath = process.env.MILEPOST_LOG_FILE;
let logFile: number | undefined;
function writeLogFile(line: string) {
  if (!logPath) return;
  if (logFile === undefined) {
    fs.mkdirSync(path.dirname(logPath), { recursive: true });
    logFile = fs.openSync(logPath, "a");
  }
  fs.writeSync(logFile, line);
}

export function prefixer(name: string) {
  const color = process.stdout.isTTY ? COLORS[colorIndex++ % COLORS.length]! : "";
  const reset = process.stdout.isTTY ? "\x1b[0m" : "";
  const tag = `${color}${name.padEnd(9)}|${reset} `;
  return (line: string) => {
    process.stdout.write(`${tag}${line}\n`);
    writeLogFile(`${name.padEnd(9)}| ${line}\n`);
  };
}

export interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number>;
}

export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Managed {
  const log = prefixer(name);
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on("line", log);
  }
  const exited = new Promise<number>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return { name, child, exited };
}

/** Run to completion; reject with the exit code when it fails. */
export async function runStep(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const code = await startProcess(name, command, args, env).exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`);
}

export async function stopAll(children: Managed[], timeoutMs = 8000): Promise<void> {
  for (const c of children) if (c.child.exitCode === null) c.child.kill("SIGTERM");
  const timer = setTimeout(() => {
    for (const c of children) if (c.child.exitCode === null) c.child.kill("SIGKILL");
  }, timeoutMs);
  await Promise.all(children.map((c) => c.exited));
  clearTimeout(timer);
}

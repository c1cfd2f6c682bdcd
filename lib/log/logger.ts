// The one logger (issue 35 item 6; STYLE.md rule 19), used by the web app, the worker, the SMTP
// receiver, the simulator and the launcher's access log. pino, with the fields of redact-paths.ts
// redacted by configuration. No transport (a transport runs in a worker thread, which Next's server
// bundle and an offline install do not need): records go through a synchronous in-process stream.
// Format: LOG_FORMAT=line|json; unset, a terminal gets compact lines and anything else JSON (the
// launcher asks its children for lines, so its "worker   |" prefixes stay readable).
// Reads process.env itself (not lib/env.ts): the simulator, an independent process, logs with it too.
import pino from "pino";
import { formatLine } from "./format-line";
import { REDACTED, redactPaths } from "./redact-paths";

export type Logger = pino.Logger;
export type LogFormat = "line" | "json";

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
type Level = (typeof LEVELS)[number];

export interface LoggerOptions {
  scope?: string;
  format?: LogFormat;
  level?: Level;
  /** Where each finished line goes (default: stdout, errors to stderr). */
  write?: (line: string, level: number) => void;
}

function defaultFormat(): LogFormat {
  const asked = process.env.LOG_FORMAT;
  if (asked === "line" || asked === "json") return asked;
  return process.stdout.isTTY ? "line" : "json";
}

function defaultLevel(): Level {
  const asked = process.env.LOG_LEVEL as Level | undefined;
  return asked && LEVELS.includes(asked) ? asked : "info";
}

const toStd = (line: string, level: number) =>
  (level >= 50 ? process.stderr : process.stdout).write(`${line}\n`);

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? defaultFormat();
  const write = options.write ?? toStd;
  const stream = {
    write(chunk: string) {
      const json = chunk.endsWith("\n") ? chunk.slice(0, -1) : chunk;
      const record = JSON.parse(json) as Record<string, unknown>;
      write(format === "line" ? formatLine(record) : json, record.level as number);
    },
  };
  const base = pino(
    {
      level: options.level ?? defaultLevel(),
      base: format === "json" ? { pid: process.pid } : null,
      timestamp: format === "json" ? pino.stdTimeFunctions.isoTime : false,
      redact: { paths: redactPaths(), censor: REDACTED },
    },
    stream,
  );
  return options.scope ? base.child({ scope: options.scope }) : base;
}

let root: Logger | undefined;

/** The process's logger for one part of it: `logger("worker").info("ready")` → "[worker] ready". */
export function logger(scope: string): Logger {
  root ??= createLogger();
  return root.child({ scope });
}

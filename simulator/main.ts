// CLI entry: `npm run simulator` (node --import tsx simulator/main.ts).
import { loadConfig } from "./config";
import { startSimulator } from "./server";
import { logger } from "../lib/log/logger";

const log = logger("simulator");

const config = loadConfig();
const sim = await startSimulator(config);
log.info(`listening on ${sim.url}`);
if (config.timeScale !== 1) log.info(`time scale ${config.timeScale}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received, closing`);
  void sim.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

// CLI entry: `npm run simulator` (node --import tsx simulator/main.ts).
import { loadConfig } from "./config";
import { startSimulator } from "./server";

const config = loadConfig();
const sim = await startSimulator(config);
console.log(`simulator listening on ${sim.url}`);
if (config.timeScale !== 1) console.log(`simulator time scale ${config.timeScale}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`simulator: ${signal} received, closing`);
  void sim.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

// Writes the stored leads and newsletter subscribers as CSV.
// Usage: npm run leads:export [-- <file prefix>]
//   no argument: both tables to standard output, one after the other, each under a title line
//   a prefix:    <prefix>-leads.csv and <prefix>-subscribers.csv
// Reads DATABASE_URL or DATA_DIR (default ./data), like the server.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

const serverBuild = path.resolve("build", "server", "index.js");
if (!existsSync(serverBuild)) {
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const build = await import(serverBuild);
const { leads, subscribers } = await build.entry.module.exportCsv();
const [prefix] = process.argv.slice(2);
if (prefix) {
  writeFileSync(`${prefix}-leads.csv`, leads);
  writeFileSync(`${prefix}-subscribers.csv`, subscribers);
  console.error(`Wrote ${prefix}-leads.csv and ${prefix}-subscribers.csv`);
} else {
  process.stdout.write(`# leads\r\n${leads}\r\n# subscribers\r\n${subscribers}`);
}

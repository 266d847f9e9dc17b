// Runs npm scripts in order, stopping at the first that fails, and prints how long they took:
// `node scripts/ci/timed.mjs lint test` is `npm run lint && npm test`, timed.
import { spawnSync } from "node:child_process";

const scripts = process.argv.slice(2);
const started = performance.now();
let failed;
for (const script of scripts) {
  if (spawnSync("npm", ["run", script], { stdio: "inherit" }).status !== 0) {
    failed = script;
    break;
  }
}
const seconds = Math.round((performance.now() - started) / 1000);
console.log(`\n${scripts.join(", ")}: ${failed ? `${failed} failed` : "passed"} after ${seconds} s`);
process.exit(failed ? 1 : 0);

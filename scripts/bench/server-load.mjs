// Benchmark (not a test): requests per second and p99 latency of `npm start`'s server at 50
// connections, and its memory, for servers side by side in one session (docs/performance.md,
// "The server under load"). Each label=folder is a checkout whose server/start.mjs serves its
// own build/client; the runs alternate between them so that both see the same machine.
//   node scripts/bench/server-load.mjs before=/tmp/base after=. [--runs 3] [--seconds 10] [--accept-encoding identity]
// Uses autocannon through npx (not a dependency); traffic goes to 127.0.0.1 only.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    seconds: { type: "string", default: "10" },
    // What a browser sends by default, so the server answers with its brotli files; "identity" for none.
    "accept-encoding": { type: "string", default: "gzip, deflate, br, zstd" },
  },
});
const paths = ["/", "/destinations", "/destinations/thailand"];
const autocannon = "autocannon@9.0.0";
const acceptEncoding = values["accept-encoding"];

/**
 * Loaded into each server: on SIGUSR2, a full garbage collection and the heap still in use,
 * on stderr. RSS alone also counts the young generation V8 sizes up under load and keeps.
 */
const heapProbe = `data:text/javascript,process.on("SIGUSR2",()=>{gc();process.stderr.write("heap "+process.memoryUsage().heapUsed+"\\n")})`;
/** @param {import("node:child_process").ChildProcessByStdio<null, null, import("node:stream").Readable>} child */
async function heapMiB(child) {
  /** @type {Promise<number>} */
  const line = new Promise((resolve) =>
    child.stderr.once("data", (chunk) => resolve(Number(/heap (\d+)/.exec(String(chunk))?.[1]) / 2 ** 20)),
  );
  child.kill("SIGUSR2");
  return line;
}
/** @param {number | undefined} pid */
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
/** @param {number[]} numbers */
const median = (numbers) => /** @type {number} */ (numbers.toSorted((a, b) => a - b)[Math.floor(numbers.length / 2)]);

/** @typedef {{ rps: number, p99: number }} LoadResult */

/**
 * @param {string} url
 * @param {number} seconds
 * @returns {LoadResult}
 */
function load(url, seconds) {
  const output = execFileSync(
    "npx",
    ["--yes", autocannon, "-c", "50", "-d", String(seconds), "-H", `accept-encoding=${acceptEncoding}`, "-j", url],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  const result = JSON.parse(output);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const servers = await Promise.all(
  positionals.map(async (argument, index) => {
    const [label, folder] = argument.split("=");
    if (label === undefined || folder === undefined) throw new Error(`server-load: ${argument} is not label=folder.`);
    const port = 4300 + index;
    const child = spawn(process.execPath, ["--expose-gc", "--import", heapProbe, "server/start.mjs"], {
      cwd: path.resolve(folder),
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (
        await fetch(`http://127.0.0.1:${port}/`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
    }
    /** @type {Record<string, LoadResult[]>} */
    const results = {};
    /** @type {number[]} */
    const heap = [];
    return { label, child, origin: `http://127.0.0.1:${port}`, results, rss: [rssMiB(child.pid)], heap };
  }),
);

try {
  for (const server of servers) load(`${server.origin}/`, 3); // warm-up, not counted
  for (let run = 1; run <= Number(values.runs); run += 1) {
    for (const server of servers) {
      for (const pathname of paths) {
        const result = load(`${server.origin}${pathname}`, Number(values.seconds));
        (server.results[pathname] ??= []).push(result);
        console.log(`run ${run} ${server.label} ${pathname}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms`);
      }
      server.rss.push(rssMiB(server.child.pid));
      server.heap.push(await heapMiB(server.child));
    }
  }
  console.log(
    "\nmedians of the runs (req/s, p99 ms); RSS in MiB at start and after each run, heap in use after a full GC:",
  );
  for (const server of servers) {
    for (const pathname of paths) {
      const results = server.results[pathname] ?? [];
      console.log(
        `${server.label} ${pathname}: ${median(results.map(({ rps }) => rps)).toFixed(0)} req/s, p99 ${median(results.map(({ p99 }) => p99))} ms`,
      );
    }
    console.log(`${server.label} RSS: ${server.rss.map((mib) => mib.toFixed(0)).join(" → ")} MiB`);
    console.log(`${server.label} heap after GC: ${server.heap.map((mib) => mib.toFixed(1)).join(" → ")} MiB`);
  }
} finally {
  for (const server of servers) server.child.kill();
}

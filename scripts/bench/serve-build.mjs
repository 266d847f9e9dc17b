// The production build as the benchmarks measure it: rebuilt when the sources changed,
// served by server/start.mjs with the headers and compression of production.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";

/** Newest modification time under the given paths. */
async function newestChange(paths) {
  let newest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const files = statSync(entry).isDirectory()
      ? (await readdir(entry, { recursive: true })).map((file) => path.join(entry, file))
      : [entry];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

export async function buildIfNeeded() {
  const stamp = path.resolve("build/client/_headers");
  const sources = ["app", "public", "scripts", "server", "astro.config.ts", "package.json"];
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= (await newestChange(sources))) return;
  console.log("bench: building…");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

/** Serves the checkout's build/client (this one's by default) on the port; resolves once it answers. */
export async function serveBuild(port, checkout = ".") {
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(checkout, "server/start.mjs")], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop: () => server.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`bench: the server did not answer on ${origin}`);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

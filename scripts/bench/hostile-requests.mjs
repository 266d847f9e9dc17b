// The hostile and odd requests of decision 0016, written byte for byte to a host, and what it
// answers: to compare `npm start` with Cloudflare's runtime (docs/deploy.md, "What the hosts
// answer"). Not a test: tests/build/server.test.ts asserts our server's answers.
//   node scripts/bench/hostile-requests.mjs http://127.0.0.1:3000 [http://127.0.0.1:8788 …]
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const index = readFileSync(path.resolve(import.meta.dirname, "../../build/client/index.html"), "utf8");
const script = /** @type {RegExpMatchArray} */ (index.match(/\/assets\/[^"]+\.js/))[0];

/** @typedef {{ status: string, header: Record<string, string> }} Answer */

/**
 * @param {string} origin
 * @param {string} target
 * @param {Record<string, string>} headers
 * @returns {Promise<Answer>}
 */
function raw(origin, target, headers = {}, method = "GET") {
  const { hostname, port } = new URL(origin);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    /** @type {Buffer[]} */
    const chunks = [];
    socket.setTimeout(5000, () => socket.destroy());
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      const [head = ""] = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n");
      const [statusLine = "no answer", ...fields] = head.split("\r\n");
      const header = Object.fromEntries(
        fields.map((field) => [
          field.slice(0, field.indexOf(":")).toLowerCase(),
          field.slice(field.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: statusLine.split(" ")[1] ?? statusLine, header });
    });
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${lines.join("")}Connection: close\r\n\r\n`,
    );
  });
}

/**
 * The answer in a few words: status and the fields that tell the cases apart.
 * @param {Answer} answer
 */
function summary({ status, header }) {
  const parts = [status];
  if (header.location) parts.push(`→ ${header.location}`);
  if (header["content-range"]) parts.push(header["content-range"]);
  if (header["content-encoding"]) parts.push(header["content-encoding"]);
  if (status === "304")
    parts.push(["etag", "cache-control", "vary"].filter((name) => name in header).join("+") || "no validators");
  return parts.join(" ");
}

for (const origin of process.argv.slice(2)) {
  const { header } = await raw(origin, "/", { "Accept-Encoding": "identity" });
  /** @type {[label: string, target: string, headers?: Record<string, string>, method?: string][]} */
  const cases = [
    [`Range: bytes=5-2 on ${script.slice(0, 12)}…`, script, { Range: "bytes=5-2" }],
    ["Range: bytes=10-5", script, { Range: "bytes=10-5" }],
    ["Range: bytes=-5", script, { Range: "bytes=-5" }],
    ["Range: bytes=1-0", script, { Range: "bytes=1-0" }],
    ["Range: bytes=abc", script, { Range: "bytes=abc" }],
    ["Range: bytes=--1", script, { Range: "bytes=--1" }],
    ["Range: bytes=-0", script, { Range: "bytes=-0" }],
    ["Range: items=0-5", script, { Range: "items=0-5" }],
    ["Range: bytes=0-1,5-6", script, { Range: "bytes=0-1,5-6" }],
    ["/ with br and bytes=5-2", "/", { Range: "bytes=5-2", "Accept-Encoding": "br" }],
    ["/.//about-us/", "/.//about-us/"],
    ["/..//hi/", "/..//hi/"],
    ["/%2e//travel-news/", "/%2e//travel-news/"],
    ["/.//404.html", "/.//404.html"],
    ["/about-us/", "/about-us/"],
    ["/about-us.html", "/about-us.html"],
    ["/index", "/index"],
    ["/_headers", "/_headers"],
    ["/%5fheaders", "/%5fheaders"],
    ["/index.html.br, no Accept-Encoding", "/index.html.br"],
    ["/ with br;q=0, gzip", "/", { "Accept-Encoding": "br;q=0, gzip" }],
    ["/ with gzip;q=0, br;q=0", "/", { "Accept-Encoding": "gzip;q=0, br;q=0" }],
    ["If-None-Match: <its ETag>", "/", { "If-None-Match": header.etag ?? '"none"', "Accept-Encoding": "identity" }],
    ['If-None-Match: "x", <its ETag>', "/", { "If-None-Match": `"x", ${header.etag}`, "Accept-Encoding": "identity" }],
    ["If-None-Match: *", "/", { "If-None-Match": "*", "Accept-Encoding": "identity" }],
    [
      "If-Modified-Since: <its Last-Modified>",
      "/",
      { "If-Modified-Since": header["last-modified"] ?? "", "Accept-Encoding": "identity" },
    ],
    ["/404", "/404"],
    ["/hi/404", "/hi/404"],
    ["/404.html", "/404.html"],
    ["/%c0%ae%c0%ae/package.json", "/%c0%ae%c0%ae/package.json"],
    ["/../package.json", "/../package.json"],
    ["POST /", "/", {}, "POST"],
    ["a 20 kB header", "/", { "X-Long": "a".repeat(20_000) }],
  ];
  console.log(`\n${origin} (ETag of /: ${header.etag ?? "none"}, Last-Modified: ${header["last-modified"] ?? "none"})`);
  for (const [label, target, headers, method] of cases) {
    console.log(`| ${label} | ${summary(await raw(origin, target, headers, method))} |`);
  }
}

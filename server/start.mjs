// Serves the production build (build/client) the way the CDN does: clean URLs,
// precompressed assets, long-lived caching for hashed files, 404.html for the rest, and
// the security headers the build wrote (build/headers.json, from security-headers.mjs)
// on every response.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { cacheControlFor } from "./security-headers.mjs";

const build = path.resolve(import.meta.dirname, "../build");
const root = path.join(build, "client");
const port = Number(process.env.PORT ?? 3000);

/** @type {Record<string, string>} */
const headers = JSON.parse(readFileSync(path.join(build, "headers.json"), "utf8"));
const notFoundPage = {
  identity: readFileSync(path.join(root, "404.html")),
  br: readFileSync(path.join(root, "404.html.br")),
  gzip: readFileSync(path.join(root, "404.html.gz")),
};
/** Files for the host, not for visitors. */
const unpublished = new Set(["/_headers"]);

const serveStatic = sirv(root, {
  extensions: ["html"],
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControlFor(pathname));
    // sirv's type table has no entry for icons; static hosts send this type themselves.
    if (pathname.endsWith(".ico")) res.setHeader("Content-Type", "image/x-icon");
  },
});

/** Same preference order as sirv: brotli, then gzip, then none. */
function notFoundEncoding(acceptEncoding = "") {
  if (/\bbr\b/i.test(acceptEncoding)) return "br";
  if (/\bgzip\b/i.test(acceptEncoding)) return "gzip";
  return "identity";
}

function sendNotFound(req, res) {
  const encoding = notFoundEncoding(req.headers["accept-encoding"]);
  const body = notFoundPage[encoding];
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cacheControlFor("/404.html"));
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // A static host has nothing to do with other methods: 405, as CDNs answer.
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" });
    return res.end();
  }
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  if (unpublished.has(pathname)) return sendNotFound(req, res);
  serveStatic(req, res, () => sendNotFound(req, res));
});

server.listen(port, () => {
  console.log(`VisaUdaan is being served at http://localhost:${port}`);
});

// Serves the production build (build/client) the way the CDN does: clean URLs,
// precompressed assets, long-lived caching for hashed files and 404.html for the rest.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";

const root = path.resolve(import.meta.dirname, "../build/client");
const port = Number(process.env.PORT ?? 3000);
const notFoundPage = readFileSync(path.join(root, "404.html"));

const serveStatic = sirv(root, {
  extensions: ["html"],
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    );
  },
});

const server = http.createServer((req, res) => {
  serveStatic(req, res, () => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(notFoundPage);
  });
});

server.listen(port, () => {
  console.log(`VisaUdaan is being served at http://localhost:${port}`);
});

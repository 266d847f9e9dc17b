// Serves the production build (build/client) the way the CDN does (docs/deploy.md): each page
// at its address without a redirect (/about-us from about-us.html), a slashed address
// redirected to it, precompressed assets, long-lived caching for hashed files, the nearest
// 404.html for the rest (/hi/… gets the Hindi one), and the security headers of
// security-headers.mjs on every response.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { pageFileOf } from "../scripts/build/build-files.mjs";
import { cacheControlFor, securityHeaders } from "./security-headers.mjs";

const root = path.resolve(import.meta.dirname, "../build/client");
const port = Number(process.env.PORT ?? 3000);
/** Every not-found page in the build, by the folder it serves ("/" and "/hi/"). */
const notFoundPages = new Map(
  readdirSync(root, { recursive: true })
    .filter((file) => path.basename(file) === "404.html")
    .map((file) => {
      const page = path.join(root, file);
      const folder = `/${path.dirname(file)}/`.replace(/^\/\.\/$/, "/");
      const encodings = {
        identity: readFileSync(page),
        br: readFileSync(`${page}.br`),
        gzip: readFileSync(`${page}.gz`),
      };
      return [folder, { file: `${folder}404.html`, encodings }];
    }),
);

/** The not-found page of the deepest folder the path is in; the site's own at the root. */
function notFoundPageFor(pathname) {
  let folder = pathname.slice(0, pathname.lastIndexOf("/") + 1);
  while (folder.length > 1 && !notFoundPages.has(folder)) folder = folder.replace(/[^/]*\/$/, "");
  return notFoundPages.get(folder) ?? notFoundPages.get("/");
}
/** Files for the host, not for visitors. */
const unpublished = new Set(["/_headers"]);

const serveStatic = sirv(root, {
  extensions: ["html"],
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControlFor(pathname));
    // sirv's type table has no entry for icons, nor for the route data React Router fetches on
    // client-side navigation (its own server's type); for hosts, see docs/deploy.md.
    if (pathname.endsWith(".ico")) res.setHeader("Content-Type", "image/x-icon");
    if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
  },
});

/** Same preference order as sirv: brotli, then gzip, then none. */
function notFoundEncoding(acceptEncoding = "") {
  if (/\bbr\b/i.test(acceptEncoding)) return "br";
  if (/\bgzip\b/i.test(acceptEncoding)) return "gzip";
  return "identity";
}

function sendNotFound(req, res, pathname) {
  const page = notFoundPageFor(pathname);
  const encoding = notFoundEncoding(req.headers["accept-encoding"]);
  const body = page.encodings[encoding];
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cacheControlFor(page.file));
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  // A static host has nothing to do with other methods: 405, as CDNs answer.
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" });
    return res.end();
  }
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  if (unpublished.has(pathname)) return sendNotFound(req, res, pathname);
  // As Cloudflare Pages does: a page's file name or its address with a trailing slash
  // redirects to the address itself (docs/decisions/0012).
  const address = pathname.endsWith(".html")
    ? pathname.slice(0, -".html".length).replace(/\/index$/, "/")
    : pathname.replace(/(.)\/+$/, "$1");
  if (address !== pathname && existsSync(path.join(root, pageFileOf(address)))) {
    const { search } = new URL(req.url ?? "/", "http://localhost");
    res.writeHead(308, { Location: `${address}${search}` });
    return res.end();
  }
  serveStatic(req, res, () => sendNotFound(req, res, pathname));
});

server.listen(port, () => {
  console.log(`VisaUdaan is being served at http://localhost:${port}`);
});

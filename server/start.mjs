// Serves the production build (build/client) the way the CDN does (docs/deploy.md): each page
// at its address without a redirect (/about-us from about-us.html), another spelling of an
// address redirected to it, precompressed files, long-lived caching for hashed files, the
// nearest 404.html for the rest (/hi/… gets the Hindi one), and the security headers of
// security-headers.mjs on every response. Ranges, conditional requests and content coding
// follow RFC 9110, through `send` and `negotiator` (docs/decisions/0016).
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import mime from "mime-types";
import Negotiator from "negotiator";
import send from "send";
import { addressOf } from "../scripts/build/build-files.mjs";
import { cacheControlFor, changeFeedFile, changeFeedType, securityHeaders } from "./security-headers.mjs";

const root = path.resolve(import.meta.dirname, "../build/client");
const port = Number(process.env.PORT ?? 3000);

/** Files the host reads (Cloudflare Pages, Netlify), never served to visitors under any name. */
const hostOnlyFiles = new Set(["_headers", "_redirects", "_routes.json", "_worker.js"]);
const isNotFoundPage = (file) => path.posix.basename(file) === "404.html";
/** Our preference when the client accepts several equally: the smallest first. */
const codings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];
/** Types the type table lacks or names otherwise; for hosts, see docs/deploy.md. */
const typeOverrides = { ".ico": "image/x-icon", ".data": "text/x-script; charset=utf-8" };
const typeOf = (file) =>
  path.posix.basename(file) === changeFeedFile
    ? changeFeedType
    : (typeOverrides[path.extname(file)] ?? (mime.contentType(path.extname(file)) || "application/octet-stream"));

/**
 * Every address the build answers at, read once at start (the build does not change under a
 * running server): a file, or a redirect to a page's address (`/about-us.html` → `/about-us`).
 * Only what is listed here is ever read: no path from a request reaches the file system.
 * The `.br`/`.gz` siblings, host-only files and the not-found pages have no address of their own.
 * @type {Map<string, { file: string, type: string, encodings: string[] } | { redirect: string }>}
 */
const routes = new Map();
const files = new Set(
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
);
for (const file of files) {
  const sibling = codings.find(({ suffix }) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)));
  const hidden = file.split("/").some((segment) => segment.startsWith("."));
  if (sibling || hidden || hostOnlyFiles.has(path.posix.basename(file)) || isNotFoundPage(file)) continue;
  const encodings = codings.filter(({ suffix }) => files.has(file + suffix)).map(({ name }) => name);
  const address = file.endsWith(".html") ? addressOf(file) : `/${file}`;
  routes.set(address, { file, type: typeOf(file), encodings });
  // A page's file name, and `/index` for `/`, redirect to its address, as on Cloudflare Pages.
  for (const alias of [`/${file}`, `/${file}`.replace(/\.html$/, "")]) {
    if (alias !== address) routes.set(alias, { redirect: address });
  }
}

/** Every not-found page in the build, by the folder it serves ("/" and "/hi/"). */
const notFoundPages = new Map(
  [...files].filter(isNotFoundPage).map((file) => {
    const folder = `/${path.posix.dirname(file)}/`.replace(/^\/\.\/$/, "/");
    const page = path.join(root, file);
    const bodies = { identity: readFileSync(page), br: readFileSync(`${page}.br`), gzip: readFileSync(`${page}.gz`) };
    return [folder, { file: `${folder}404.html`, bodies }];
  }),
);

/** The not-found page of the deepest folder the path is in; the site's own at the root. */
function notFoundPageFor(pathname) {
  let deepest = "/";
  for (const folder of notFoundPages.keys())
    if (pathname.startsWith(folder) && folder.length > deepest.length) deepest = folder;
  return notFoundPages.get(deepest);
}

/** The coding to send among those the file has, by the client's q-values (RFC 9110 §12.5.3). */
function codingFor(req, encodings) {
  if (encodings.length === 0) return "identity";
  const preferred = [...encodings, "identity"];
  // Nothing acceptable (`identity;q=0` alone): the unencoded file, as §12.5.3 advises.
  return new Negotiator(req).encoding(preferred, { preferred }) ?? "identity";
}

/** Path segments decoded, empty and "." segments dropped, ".." resolved (RFC 3986 §5.2.4). */
function normalise(decoded) {
  const segments = [];
  for (const segment of decoded.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment !== "" && segment !== ".") segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/**
 * RFC 9110 §14.1.2: a bytes range set is "first-last" (last ≥ first), "first-" or "-suffix",
 * comma separated. Returns it in the form `send` reads, or undefined when it is invalid or of
 * another unit, which §14.2 says to ignore (a 200 with the whole file).
 */
function byteRanges(range) {
  const set = /^bytes=(.*)$/i.exec(range)?.[1];
  const specs = set
    ?.split(",")
    .map((spec) => spec.trim())
    .filter(Boolean);
  const valid =
    specs?.length &&
    specs.every((spec) => {
      const [, first, last] = /^(\d*)-(\d*)$/.exec(spec) ?? [];
      return first ? !last || BigInt(last) >= BigInt(first) : Boolean(last);
    });
  return valid ? `bytes=${specs.join(",")}` : undefined;
}

/** A strong validator per file, so each coding of a page has its own (RFC 9110 §8.8.3). */
const entityTag = (stat, coding) =>
  `"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}${coding === "identity" ? "" : `-${coding}`}"`;

/** RFC 9110 §13.1.5: If-Range holds only for a strong match of the ETag or the exact date. */
const ifRangeHolds = (ifRange, etag, lastModified) =>
  ifRange.startsWith('"') ? ifRange === etag : ifRange === lastModified;

function sendNotFound(req, res, pathname) {
  const page = notFoundPageFor(pathname);
  const coding = codingFor(req, ["br", "gzip"]);
  const body = page.bodies[coding];
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cacheControlFor(page.file));
  res.setHeader("Vary", "Accept-Encoding");
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

function sendStatus(res, status, headers = {}) {
  res.writeHead(status, { ...headers, "Content-Length": 0 });
  res.end();
}

function sendFile(req, res, { file, type, encodings }) {
  const coding = codingFor(req, encodings);
  const served = coding === "identity" ? file : `${file}${codings.find(({ name }) => name === coding).suffix}`;
  const range = req.headers.range && byteRanges(req.headers.range);
  if (range) req.headers.range = range;
  else delete req.headers.range;
  // `Cache-Control: no-cache` asks caches to revalidate; the origin still answers the
  // condition with 304 (RFC 9110 §13.2.2), where `send` would send the file again.
  delete req.headers["cache-control"];
  send(req, served.split("/").map(encodeURIComponent).join("/"), {
    root,
    index: false,
    cacheControl: false,
    etag: false,
  })
    .on("headers", (_res, _path, stat) => {
      res.setHeader("Content-Type", type);
      if (coding !== "identity") res.setHeader("Content-Encoding", coding);
      if (encodings.length > 0) res.setHeader("Vary", "Accept-Encoding");
      const etag = entityTag(stat, coding);
      const lastModified = stat.mtime.toUTCString();
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", lastModified);
      // `send` takes a weak tag or an older date for a match; it reads If-Range after this event.
      const ifRange = req.headers["if-range"];
      if (ifRange !== undefined) req.headers["if-range"] = ifRangeHolds(ifRange, etag, lastModified) ? etag : '"stale"';
    })
    .on("directory", () => sendNotFound(req, res, `/${file}`))
    .on("error", (error) => {
      if (res.headersSent) return res.destroy();
      for (const name of ["Content-Encoding", "Content-Type", "Content-Length", "Content-Range"])
        res.removeHeader(name);
      if (error.status === 404) return sendNotFound(req, res, `/${file}`);
      // 416 carries `Content-Range: bytes */length`; 412 (If-Match); a read error 500.
      sendStatus(res, error.status ?? 500, error.headers);
    })
    .pipe(res);
}

/**
 * The query as a Location may carry it (RFC 9110 §10.2.2: a URI reference): what RFC 3986
 * allows in a query kept, a `%` kept before two hex digits, anything else percent-encoded
 * (a `\` or a space would not be a URI, and browsers read a `\` as a `/`).
 */
const uriQuery = (query) =>
  query.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu, (character) =>
    encodeURIComponent(character),
  );

function handle(req, res) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  // A static host has nothing to do with other methods: 405, as CDNs answer.
  if (req.method !== "GET" && req.method !== "HEAD") return sendStatus(res, 405, { Allow: "GET, HEAD" });
  // The origin form (/path?query), or the absolute form a proxy may send (RFC 9112 §3.2.2).
  // An absolute form's empty path is "/" (http://host?q is /?q).
  const target = /^https?:\/\//i.test(req.url)
    ? req.url.replace(/^https?:\/\/[^/?#]*/i, "").replace(/^(?!\/)/, "/")
    : req.url;
  if (!target.startsWith("/")) return sendStatus(res, 400);
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return sendStatus(res, 400); // a malformed escape or bytes that are not UTF-8 (%c0%ae)
  }
  const pathname = normalise(decoded);
  const route = routes.get(pathname);
  if (!route) return sendNotFound(req, res, pathname);
  // Another spelling of a known address (a slash at the end, a page's file name, dot
  // segments, repeated slashes) redirects to it: a path of ours, so never another host
  // (decision 0012; docs/decisions/0016).
  if ("redirect" in route || pathname !== decoded) {
    const location = encodeURI(route.redirect ?? pathname);
    return sendStatus(res, 308, {
      Location: `${location}${uriQuery(query)}`,
      "Cache-Control": cacheControlFor(location),
    });
  }
  res.setHeader("Cache-Control", cacheControlFor(pathname));
  sendFile(req, res, route);
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(error);
    if (res.headersSent) res.destroy();
    else sendStatus(res, 500);
  }
});

// A request Node cannot parse (headers too large, a malformed request line) gets the status
// Node would send, with the site's headers; a socket in the middle of a response is closed.
server.on("clientError", (error, socket) => {
  if (!socket.writable || socket._httpMessage) return socket.destroy();
  const status = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 }[error.code] ?? 400;
  const headers = Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers.join("")}Content-Length: 0\r\nConnection: close\r\n\r\n`,
  );
});

server.listen(port, () => {
  console.log(`VisaUdaan is being served at http://localhost:${server.address().port}`);
});

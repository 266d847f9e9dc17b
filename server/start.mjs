// Serves the production build (build/client) the way the CDN does (docs/deploy.md): each page
// at its address without a redirect (/about-us from about-us.html), another spelling of an
// address redirected to it, precompressed files, long-lived caching for hashed files, each
// language's 404 page for the rest (/hi/… gets the Hindi one), and the security headers of
// security-headers.mjs on every response. What it knows of the site is in the build's manifest
// (site-manifest.mjs), so it imports nothing of the app and runs on any Node from 20 on.
// Ranges, conditional requests and content coding follow RFC 9110, through `send`,
// `range-parser` and `negotiator` (docs/decisions/0016); the connection limits and timeouts
// that hold under abuse are in docs/decisions/0023.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import mime from "mime-types";
import Negotiator from "negotiator";
import { combineRanges, format as formatRange, parse as parseRange } from "range-parser";
import send from "send";
import { cacheControlFor, changeFeedType, securityHeaders } from "./security-headers.mjs";
import { siteManifestFile } from "./site-manifest.mjs";

/** @typedef {import("./site-manifest.mjs").SiteManifest} SiteManifest */
/** @typedef {http.IncomingMessage} Request */
/** @typedef {http.ServerResponse} Response */
/** @typedef {"identity" | "br" | "gzip"} Coding */
/** @typedef {{ file: string, type: string, encodings: Coding[], sizes: Partial<Record<Coding, number>> }} FileRoute */

const root = path.resolve(import.meta.dirname, "../build/client");
const manifestPath = path.join(root, "..", siteManifestFile);
if (!existsSync(manifestPath)) {
  console.error(`server: ${path.relative(process.cwd(), manifestPath)} is missing: run npm run build first.`);
  process.exit(1);
}
/** @type {SiteManifest} */
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

const port = Number(process.env.PORT ?? 3000);
/**
 * A connection on which nothing moves either way for this long is closed: a client that stopped
 * reading its answer, or never sent one. Node lets a write that moved since the last expiry run
 * one more period, so such a client is cut 20 to 40 s after its last byte moved; a phone on 2G
 * moves some every second. IDLE_TIMEOUT_MS lowers it for the tests (docs/decisions/0023).
 */
const idleTimeout = Number(process.env.IDLE_TIMEOUT_MS ?? 20_000);
/**
 * Requests per connection, nginx's `keepalive_requests`: bounds what a pipelined flood queues.
 * 100 (nginx's before 1.19.10) tripled p99 under load: clients reconnected every 100 requests.
 */
const maxRequestsPerConnection = 1000;

/** Files the host reads (Cloudflare Pages, Netlify), never served to visitors under any name. */
const hostOnlyFiles = new Set(["_headers", "_redirects", "_routes.json", "_worker.js"]);
/** @type {Map<string, string>} each page's file and its address */
const pageAddresses = new Map(manifest.pages.map(({ address, file }) => [file, address]));
const notFoundFiles = new Set(manifest.languages.map(({ notFoundPage }) => notFoundPage));
const feedFiles = new Set(manifest.feeds.map(({ file }) => file));
/** Our preference when the client accepts several equally: the smallest first. */
const codings = /** @type {const} */ ([
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
]);
/** @type {Record<string, string>} types the type table lacks or names otherwise; for hosts, see docs/deploy.md */
const typeOverrides = { ".ico": "image/x-icon" };
/** @param {string} file */
const typeOf = (file) =>
  feedFiles.has(file)
    ? changeFeedType
    : (typeOverrides[path.extname(file)] ?? (mime.contentType(path.extname(file)) || "application/octet-stream"));

/**
 * Every address the build answers at, read once at start (the build does not change under a
 * running server): a file, or a redirect to a page's address (`/about-us.html` → `/about-us`).
 * Only what is listed here is ever read: no path from a request reaches the file system.
 * The `.br`/`.gz` siblings, host-only files and the not-found pages have no address of their own.
 * Each file's size in each coding is read then too: a Range is parsed against it before `send`.
 * @type {Map<string, FileRoute | { redirect: string }>}
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
  if (sibling || hidden || hostOnlyFiles.has(path.posix.basename(file)) || notFoundFiles.has(file)) continue;
  const encodings = codings.filter(({ suffix }) => files.has(file + suffix)).map(({ name }) => name);
  const address = pageAddresses.get(file) ?? `/${file}`;
  const sizes = Object.fromEntries(
    [{ name: "identity", suffix: "" }, ...codings.filter(({ name }) => encodings.includes(name))].map(
      ({ name, suffix }) => [name, statSync(path.join(root, file + suffix)).size],
    ),
  );
  routes.set(address, { file, type: typeOf(file), encodings, sizes });
  // A page's file name, and `/index` for `/`, redirect to its address, as on Cloudflare Pages.
  for (const alias of [`/${file}`, `/${file}`.replace(/\.html$/, "")]) {
    if (alias !== address) routes.set(alias, { redirect: address });
  }
}

/**
 * Each language's not-found page, its prefix's shortest first ("" for English, then "/hi"),
 * with its body in each coding, read at start.
 */
const notFoundPages = manifest.languages
  .map(({ prefix, notFoundPage }) => {
    const page = path.join(root, notFoundPage);
    /** @type {Record<Coding, Buffer>} */
    const bodies = { identity: readFileSync(page), br: readFileSync(`${page}.br`), gzip: readFileSync(`${page}.gz`) };
    return { prefix, file: `/${notFoundPage}`, bodies };
  })
  .sort((a, b) => a.prefix.length - b.prefix.length);

/**
 * The not-found page of the language whose prefix the path is under; the root's for the rest.
 * @param {string} pathname
 */
function notFoundPageFor(pathname) {
  const under = notFoundPages.filter(
    ({ prefix }) => prefix === "" || pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return /** @type {(typeof notFoundPages)[number]} */ (under.at(-1) ?? notFoundPages[0]);
}

/**
 * The coding to send among those the file has, by the client's q-values (RFC 9110 §12.5.3).
 * @param {Request} req
 * @param {readonly Coding[]} encodings
 * @returns {Coding}
 */
function codingFor(req, encodings) {
  if (encodings.length === 0) return "identity";
  /** @type {Coding[]} */
  const preferred = [...encodings, "identity"];
  // `x-gzip` is gzip (RFC 9110 §8.4.1.3), a name negotiator does not know.
  const accepted = req.headers["accept-encoding"]?.replace(/(?<![\w-])x-gzip(?![\w-])/gi, "gzip");
  const negotiator = new Negotiator({ headers: accepted === undefined ? {} : { "accept-encoding": accepted } });
  // Ties go to our order: negotiator 1's `preferred` option, which its types (0.6) lack.
  const encoding = /** @type {(available: Coding[], options: { preferred: Coding[] }) => Coding | undefined} */ (
    negotiator.encoding.bind(negotiator)
  );
  // Nothing acceptable (`identity;q=0` alone): the unencoded file, as §12.5.3 advises.
  return encoding(preferred, { preferred }) ?? "identity";
}

/**
 * Path segments decoded, empty and "." segments dropped, ".." resolved (RFC 3986 §5.2.4).
 * @param {string} decoded
 */
function normalise(decoded) {
  const segments = [];
  for (const segment of decoded.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment !== "" && segment !== ".") segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/**
 * The Range header in the form `send` reads, parsed by `range-parser` against the size of the
 * file sent (RFC 9110 §14.1.2). Undefined, so a 200 with the whole file, for a Range not in the
 * grammar (`5-2`, `abc`) or of another unit, which §14.2 lets a server ignore. A suffix longer
 * than the file is the whole file (§14.1.2); when no range is satisfiable, the first byte past
 * the end, which `send` answers with 416.
 * @param {string | undefined} header
 * @param {number} size
 */
function rangeFor(header, size) {
  if (header === undefined) return undefined;
  const { code, type, ranges } = parseRange(size, header);
  if (type !== "bytes" || code & 1) return undefined;
  if (ranges.length === 0) return size === 0 ? undefined : `bytes=${size}-`;
  return formatRange({ type, ranges: combineRanges(ranges) });
}

/**
 * RFC 9110 §5.6.7: an HTTP-date is an IMF-fixdate, or the obsolete RFC 850 or asctime form a
 * recipient still accepts. `Date.parse` alone would also take `2099` or a list of two dates.
 */
const httpDate = (() => {
  const day = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
  const month = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
  const time = "\\d{2}:\\d{2}:\\d{2}";
  const imfFixdate = `${day}, \\d{2} ${month} \\d{4} ${time} GMT`;
  const rfc850Date = `(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \\d{2}-${month}-\\d{2} ${time} GMT`;
  const asctimeDate = `${day} ${month} [ \\d]\\d ${time} \\d{4}`;
  return new RegExp(`^(?:${imfFixdate}|${rfc850Date}|${asctimeDate})$`);
})();

/**
 * A date condition as `send` and `fresh` read it: dropped unless it is an HTTP-date
 * (§13.1.3, §13.1.4), written as an IMF-fixdate (an asctime date has no zone; it is GMT).
 * @param {string | undefined} value
 */
function dateCondition(value) {
  if (value === undefined || !httpDate.test(value)) return undefined;
  const time = Date.parse(value.endsWith("GMT") ? value : `${value} GMT`);
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

/** A valid entity-tag no file of ours has: a condition that can never hold. */
const noTag = '""';

/**
 * A strong validator per file, so each coding of a page has its own (RFC 9110 §8.8.3).
 * @param {import("node:fs").Stats} stat
 * @param {Coding} coding
 */
const entityTag = (stat, coding) =>
  `"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}${coding === "identity" ? "" : `-${coding}`}"`;

/**
 * RFC 9110 §13.1.5: If-Range holds only for a strong match of the ETag or the exact date.
 * @param {string} ifRange
 * @param {string} etag
 * @param {string} lastModified
 */
const ifRangeHolds = (ifRange, etag, lastModified) =>
  ifRange.startsWith('"') ? ifRange === etag : ifRange === lastModified;

/**
 * @param {Request} req
 * @param {Response} res
 * @param {string} pathname
 */
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

/**
 * @param {Response} res
 * @param {number} status
 * @param {http.OutgoingHttpHeaders} headers
 */
function sendStatus(res, status, headers = {}) {
  res.writeHead(status, { ...headers, "Content-Length": 0 });
  res.end();
}

/** What a 412, 416 or 500 must not carry: the file's representation, validators or caching. */
const fileHeaders = [
  "Content-Encoding",
  "Content-Type",
  "Content-Length",
  "Content-Range",
  "ETag",
  "Last-Modified",
  "Vary",
  "Cache-Control",
];

/**
 * An error about the file, never stored by a cache in place of it (RFC 9111 §5.2.2.5).
 * @param {Response} res
 * @param {number} status
 * @param {http.OutgoingHttpHeaders} headers
 */
function sendError(res, status, headers = {}) {
  for (const name of fileHeaders) res.removeHeader(name);
  sendStatus(res, status, { ...headers, "Cache-Control": "no-store" });
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {FileRoute} route
 */
function sendFile(req, res, { file, type, encodings, sizes }) {
  const coding = codingFor(req, encodings);
  const served = `${file}${codings.find(({ name }) => name === coding)?.suffix ?? ""}`;
  /** @type {Record<string, string | undefined>} */
  const conditions = {
    range: rangeFor(req.headers.range, /** @type {number} */ (sizes[coding])),
    "if-modified-since": dateCondition(req.headers["if-modified-since"]),
    "if-unmodified-since": dateCondition(req.headers["if-unmodified-since"]),
  };
  // If-Match compares strongly (RFC 9110 §13.1.1): a weak tag never matches; `send` takes it.
  const ifMatch = req.headers["if-match"];
  if (ifMatch !== undefined && ifMatch.trim() !== "*") {
    const strong = ifMatch
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag.startsWith('"'));
    conditions["if-match"] = strong.length > 0 ? strong.join(", ") : noTag;
  }
  for (const [name, value] of Object.entries(conditions)) {
    if (value === undefined) delete req.headers[name];
    else req.headers[name] = value;
  }
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
      if (typeof ifRange === "string")
        req.headers["if-range"] = ifRangeHolds(ifRange, etag, lastModified) ? etag : noTag;
    })
    // `send` closes its file when the response finishes; Node closes a response whose
    // connection went away without finishing it, and the file must close with it.
    .on("stream", (stream) => res.once("close", () => stream.destroy()))
    .on("directory", () => sendNotFound(req, res, `/${file}`))
    .on("error", (error) => {
      if (res.headersSent) return res.destroy();
      if (error.status === 404) {
        for (const name of fileHeaders) res.removeHeader(name);
        return sendNotFound(req, res, `/${file}`);
      }
      // 416 carries `Content-Range: bytes */length`; 412 (If-Match); a read error 500.
      sendError(res, error.status ?? 500, error.headers);
    })
    .pipe(res);
}

/**
 * The query as a Location may carry it (RFC 9110 §10.2.2: a URI reference): what RFC 3986
 * allows in a query kept, a `%` kept before two hex digits, anything else percent-encoded
 * (a `\` or a space would not be a URI, and browsers read a `\` as a `/`).
 */
const uriQuery = (/** @type {string} */ query) =>
  query.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu, (character) =>
    encodeURIComponent(character),
  );

/**
 * RFC 9110 §7.2: Host is uri-host [ ":" port ] (RFC 3986 §3.2.2): an IP literal or a reg-name,
 * so no space, `/`, `?` or `@`; two Host lines arrive joined by ", " and fail too (RFC 9112 §3.2).
 */
const hostField = /^(?:\[[\w.:~!$&'()*+,;=-]+\]|(?:[\w.~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*)(?::\d*)?$/;

/**
 * @param {Request} req
 * @param {Response} res
 */
function handle(req, res) {
  // An HTTP/1.1 server answers another major version with 505 (RFC 9110 §15.6.6).
  if (req.httpVersionMajor !== 1) return sendStatus(res, 505, { Connection: "close" });
  if (req.headers.host !== undefined && !hostField.test(req.headers.host))
    return sendStatus(res, 400, { Connection: "close" });
  // A Transfer-Encoding not ending in chunked leaves the body's length unknown (RFC 9112 §6.3).
  const transferEncoding = req.headers["transfer-encoding"];
  if (transferEncoding !== undefined && !/(?:^|,)[ \t]*chunked[ \t]*$/i.test(transferEncoding))
    return sendStatus(res, 400, { Connection: "close" });
  // The connection's last request: the answer says close and the connection closes after it
  // (RFC 9112 §9.6), where Node would only say it and answer a client that goes on with 503.
  if ((connections.get(req.socket)?.requests ?? 0) >= maxRequestsPerConnection) res.setHeader("Connection", "close");
  // A static host has nothing to do with other methods: 405, as CDNs answer.
  if (req.method !== "GET" && req.method !== "HEAD") return sendStatus(res, 405, { Allow: "GET, HEAD" });
  // The origin form (/path?query), or the absolute form a proxy may send (RFC 9112 §3.2.2).
  // An absolute form's empty path is "/" (http://host?q is /?q).
  const url = req.url ?? "";
  const target = /^https?:\/\//i.test(url) ? url.replace(/^https?:\/\/[^/?#]*/i, "").replace(/^(?!\/)/, "/") : url;
  if (!target.startsWith("/")) return sendStatus(res, 400);
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart);
  let segments;
  try {
    segments = rawPath.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return sendStatus(res, 400); // a malformed escape or bytes that are not UTF-8 (%c0%ae)
  }
  const decoded = segments.join("/");
  const pathname = normalise(decoded);
  // `%2F` is a character of a segment's name, not a separator (RFC 3986 §2.2), and no file
  // of the build has a slash in its name.
  const route = segments.some((segment) => segment.includes("/")) ? undefined : routes.get(pathname);
  if (!route) return sendNotFound(req, res, pathname);
  // Another spelling of a known address (a slash at the end, a page's file name, dot
  // segments, repeated slashes) redirects to it: a path of ours, so never another host
  // (decision 0012; docs/decisions/0016).
  if ("redirect" in route || pathname !== decoded) {
    const location = encodeURI("redirect" in route ? route.redirect : pathname);
    return sendStatus(res, 308, {
      Location: `${location}${uriQuery(query)}`,
      "Cache-Control": cacheControlFor(location),
    });
  }
  res.setHeader("Cache-Control", cacheControlFor(pathname));
  // Pipelined requests are answered in order (RFC 9112 §9.3.2); a file is opened only when its
  // answer's turn on the connection comes, so a flood of them holds one file, not thousands.
  if (res.socket) sendFile(req, res, route);
  else res.once("socket", () => sendFile(req, res, route));
}

/**
 * Each connection's request count and the response last made on it, which a raw answer waits for.
 * @type {WeakMap<import("node:stream").Duplex, { requests: number, last?: Response }>}
 */
const connections = new WeakMap();

/**
 * Every response on this server starts with the site's headers: ours, and those Node makes
 * itself (400 without Host, 417 for an unknown Expect, 503 past the requests per connection).
 */
class SiteResponse extends http.ServerResponse {
  /**
   * @param {Request} req
   * @param {object} [options] Node's own (highWaterMark, rejectNonStandardBodyWrites)
   */
  constructor(req, options) {
    // @ts-expect-error Node passes its options as well (lib/_http_server.js); @types/node omits them.
    super(req, options);
    for (const [name, value] of Object.entries(securityHeaders)) this.setHeader(name, value);
    const connection = connections.get(req.socket) ?? { requests: 0 };
    connection.requests += 1;
    connection.last = this;
    connections.set(req.socket, connection);
  }
}

const server = http.createServer(
  {
    ServerResponse: SiteResponse,
    // Two Host lines (or two of any field) reach the handler joined by ", ", so they can be refused.
    joinDuplicateHeaders: true,
    // The whole header block: a 2G phone sends its 1 KB of headers in one or two round trips.
    headersTimeout: 20_000,
    // The whole request; a GET has no body, and a body we would refuse may not trickle for long.
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // How often Node checks the two timeouts above (default 30 s, which let a slow client stay 90 s).
    connectionsCheckingInterval: 5_000,
  },
  (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendError(res, 500);
    }
  },
);
server.timeout = idleTimeout;
// Node answers the requests pipelined past the limit with 503 (with our headers) and stops
// reading when those queue up; our last answer within it closes the connection (see handle).
server.maxRequestsPerSocket = maxRequestsPerConnection;

/** Connections already given a raw answer: Node reports a parse error again on more data. */
const answered = new WeakSet();

/**
 * A status Node answers before our handler, in raw bytes as Node writes them, with the site's
 * headers and a Date (RFC 9110 §6.6.1). Requests read before it on the connection are answered
 * first and in order; the connection then closes.
 * @param {import("node:stream").Duplex} socket
 * @param {number} status
 * @param {Record<string, string>} headers
 */
function answerRaw(socket, status, headers = {}) {
  if (answered.has(socket)) return;
  answered.add(socket);
  const write = () => {
    if (!socket.writable) return socket.destroy();
    const fields = {
      ...securityHeaders,
      ...headers,
      Date: new Date().toUTCString(),
      "Content-Length": "0",
      Connection: "close",
    };
    const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
    if (socket instanceof net.Socket) socket.setTimeout(idleTimeout, () => socket.destroy());
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join("")}\r\n`);
  };
  const pending = connections.get(socket)?.last;
  if (pending && !pending.writableFinished && !pending.destroyed) pending.once("close", write);
  else write();
}

/**
 * Whether the line on which the parser stopped at the method is a request line (RFC 9112 §3):
 * then its method is one no one here implements (501, RFC 9110 §9.1), else it is not a request.
 * @param {{ rawPacket: Buffer, bytesParsed: number }} parseError
 */
function isRequestLine({ rawPacket, bytesParsed }) {
  const start = bytesParsed > 0 ? rawPacket.lastIndexOf(0x0a, bytesParsed - 1) + 1 : 0;
  const end = rawPacket.indexOf(0x0a, start);
  const line = rawPacket.subarray(start, end === -1 ? undefined : end).toString("latin1");
  return /^[!#$%&'*+.^_`|~\w-]+ [!-~]+ HTTP\/\d\.\d\r?$/.test(line);
}

// A request Node cannot parse: headers too large 431, too slow 408, a method it does not know
// 501, anything else malformed 400 (a bad request line, bytes after `Connection: close`).
/** @type {Record<string, number>} */
const clientErrorStatuses = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };
server.on(
  "clientError",
  (/** @type {NodeJS.ErrnoException & { rawPacket: Buffer, bytesParsed: number }} */ error, socket) => {
    const status = clientErrorStatuses[error.code ?? ""] ?? 400;
    answerRaw(socket, error.code === "HPE_INVALID_METHOD" && isRequestLine(error) ? 501 : status);
  },
);
// CONNECT: Node hands over the connection (a tunnel); a static site refuses it as any other method.
server.on("connect", (_req, socket) => answerRaw(socket, 405, { Allow: "GET, HEAD" }));

server.listen(port, () => {
  const { port: listening } = /** @type {import("node:net").AddressInfo} */ (server.address());
  console.log(`VisaUdaan is being served at http://localhost:${listening}`);
});

// One page fetched for `npm run sources`: Node's own fetch (undici), each attempt bounded by a
// timeout, retried where a second try can answer otherwise (a network error, a timeout, a
// server busy or failing for a moment), redirects followed so that the address a page moved to
// is known.

export interface FetchOptions {
  /** How long one attempt may take, headers and body. */
  timeoutMs: number;
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; each later one waits this much longer again. */
  retryDelayMs: number;
  userAgent: string;
}

export type Fetched =
  /** An answer with a status: `url` is the address it came from, after redirects. */
  | { kind: "answered"; status: number; url: string; contentType: string; body: Uint8Array }
  /** No answer: the name did not resolve, the connection failed or the time ran out. */
  | { kind: "unreachable"; reason: string; attempts: number };

/** Statuses another attempt may change: a timeout, too many requests, a server failing for now. */
const retryStatuses = new Set([408, 425, 429, 500, 502, 503, 504]);

/** The name has no address: the resolver's answer, which another attempt a moment later repeats. */
const noSuchHost = "host name not found (ENOTFOUND)";

/** Why a request failed, in a few words: undici keeps the system's error code in the error's cause. */
function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === "ENOTFOUND") return noSuchHost;
  if (cause?.code === "ECONNREFUSED") return "connection refused (ECONNREFUSED)";
  if (cause?.code === "UND_ERR_CONNECT_TIMEOUT") return "no connection within 10 s (UND_ERR_CONNECT_TIMEOUT)";
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function attempt(url: string, { timeoutMs, userAgent }: FetchOptions): Promise<Fetched> {
  try {
    const response = await fetch(url, {
      redirect: "follow",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { "user-agent": userAgent, accept: "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5" },
    });
    const body = new Uint8Array(await response.arrayBuffer());
    return {
      kind: "answered",
      status: response.status,
      url: response.url,
      contentType: response.headers.get("content-type") ?? "",
      body,
    };
  } catch (error) {
    return { kind: "unreachable", reason: failureReason(error, timeoutMs), attempts: 1 };
  }
}

/** Fetches a page, retrying a failure that may pass; the last attempt's outcome is the answer. */
export async function fetchPage(url: string, options: FetchOptions): Promise<Fetched> {
  for (let tried = 1; ; tried++) {
    const fetched = await attempt(url, options);
    const mayPass = fetched.kind === "unreachable" ? fetched.reason !== noSuchHost : retryStatuses.has(fetched.status);
    if (!mayPass || tried >= options.attempts)
      return fetched.kind === "unreachable" ? { ...fetched, attempts: tried } : fetched;
    await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs * tried));
  }
}

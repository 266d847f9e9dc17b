// @vitest-environment node
// Node's fetch must meet Node's own AbortSignal, not jsdom's: this file runs without jsdom.
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FetchOptions, fetchPage } from "./fetch-page";

const options: FetchOptions = { timeoutMs: 1_000, attempts: 3, retryDelayMs: 5, userAgent: "test" };
/** Requests the server has had, by path. */
const requests = new Map<string, number>();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const count = (requests.get(request.url!) ?? 0) + 1;
    requests.set(request.url!, count);
    const status = request.url === "/busy-once" ? (count === 1 ? 503 : 200) : request.url === "/busy" ? 503 : 404;
    response.writeHead(status, { "content-type": "text/html" }).end(`<p>${status}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchPage", () => {
  it("tries a failing server again and answers with the attempt that passed", async () => {
    const fetched = await fetchPage(`${origin}/busy-once`, options);
    expect(fetched).toMatchObject({ kind: "answered", status: 200, url: `${origin}/busy-once` });
    expect(requests.get("/busy-once")).toBe(2);
  });

  it("gives up after its attempts, and never tries a missing page twice", async () => {
    expect(await fetchPage(`${origin}/busy`, options)).toMatchObject({ kind: "answered", status: 503 });
    expect(requests.get("/busy")).toBe(3);
    expect(await fetchPage(`${origin}/missing`, options)).toMatchObject({ kind: "answered", status: 404 });
    expect(requests.get("/missing")).toBe(1);
  });

  it("retries a refused connection, but not a host name the resolver does not know", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await fetchPage(`http://127.0.0.1:${port}/`, options)).toEqual({
      kind: "unreachable",
      reason: "connection refused (ECONNREFUSED)",
      attempts: 3,
    });
    // .invalid never resolves (RFC 6761).
    expect(await fetchPage("http://watch.invalid/", options)).toEqual({
      kind: "unreachable",
      reason: "host name not found (ENOTFOUND)",
      attempts: 1,
    });
  });
});

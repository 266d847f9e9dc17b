import { describe, expect, it } from "vitest";
import { cacheControlFor, securityHeaders } from "../../server/security-headers.mjs";
import { headersFile, headersFileLimits } from "./write-headers.mjs";

describe("_headers for static hosts", () => {
  it("sets the security headers on every path and Cache-Control only on hashed assets", () => {
    const file = headersFile(securityHeaders);
    const [everyPath, assets] = file.trimEnd().split("\n\n");
    expect(everyPath!.split("\n")[0]).toBe("/*");
    expect(everyPath).toContain(
      "\n  Content-Security-Policy: object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
    expect(everyPath).toContain("\n  Strict-Transport-Security: max-age=31536000; includeSubDomains");
    expect(everyPath).not.toContain("Cache-Control");
    expect(assets).toBe("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("sends each change feed as Atom, which the host would send as generic XML", () => {
    const [, , ...feeds] = headersFile(securityHeaders, ["/changes.xml", "/hi/changes.xml"]).trimEnd().split("\n\n");
    expect(feeds).toEqual([
      "/changes.xml\n  Content-Type: application/atom+xml; charset=utf-8",
      "/hi/changes.xml\n  Content-Type: application/atom+xml; charset=utf-8",
    ]);
  });

  it("stays within the hosts' limits, and refuses to write a file they would reject", () => {
    const lines = headersFile(securityHeaders).split("\n");
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(headersFileLimits.lineLength);
    expect(() => headersFile({ "X-Long": "x".repeat(headersFileLimits.lineLength) })).toThrow(/lines over 2000/);
  });

  it("matches the server's caching: immutable for /assets/, revalidate for the rest", () => {
    expect(cacheControlFor("/assets/framework-abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/about-us")).toBe("public, max-age=0, must-revalidate");
    expect(cacheControlFor("/favicon.ico")).toBe("public, max-age=0, must-revalidate");
  });
});

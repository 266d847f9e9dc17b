import { describe, expect, it } from "vitest";
import { cacheControlFor, securityHeaders } from "../../server/security-headers.mjs";
import { headersFile } from "./write-headers.mjs";

describe("_headers for static hosts", () => {
  const headers = securityHeaders({ scriptHashes: ["sha256-abc="], styleHashes: [] });

  it("sets the security headers on every path and Cache-Control only on hashed assets", () => {
    const file = headersFile(headers);
    const [everyPath, assets] = file.trimEnd().split("\n\n");
    expect(everyPath!.split("\n")[0]).toBe("/*");
    expect(everyPath).toContain("\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='");
    expect(everyPath).toContain("\n  Strict-Transport-Security: max-age=31536000; includeSubDomains");
    expect(everyPath).not.toContain("Cache-Control");
    expect(assets).toBe("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("matches the server's caching: immutable for /assets/, revalidate for the rest", () => {
    expect(cacheControlFor("/assets/framework-abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/about-us")).toBe("public, max-age=0, must-revalidate");
    expect(cacheControlFor("/favicon.ico")).toBe("public, max-age=0, must-revalidate");
  });
});

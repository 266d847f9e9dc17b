import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../server/security-headers.mjs";
import { collectHashes, inlineScripts, inlineStyles, sha256Source, styleAttributes } from "./csp-hashes.mjs";

// The example of the CSP Level 3 specification (and MDN): this script's hash.
const helloScript = "alert('Hello, world.');";
const helloHash = "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=";

const page = `<!DOCTYPE html><html><head>
<script>${helloScript}</script>
<script type="module" async="">import "/assets/manifest.js";
  window.x = 1;</script>
<script type="module" src="/assets/entry.js"></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<style>a{color:red}</style>
<noscript><style>nav{display:block}</style></noscript>
</head><body><div style="color:red">x</div><p data-json="{&quot;style=&quot;:1}">y</p>
<script>window.data = "<div style=\\"ignored\\">";</script></body></html>`;

describe("CSP hash generation", () => {
  it("hashes text the way browsers do (the specification's example)", () => {
    expect(sha256Source(helloScript)).toBe(helloHash);
  });

  it("finds every inline script the browser runs, byte for byte, and skips external scripts and JSON data", () => {
    expect(inlineScripts(page)).toEqual([
      helloScript,
      'import "/assets/manifest.js";\n  window.x = 1;',
      'window.data = "<div style=\\"ignored\\">";',
    ]);
  });

  it("finds <style> elements, including the no-JavaScript one", () => {
    expect(inlineStyles(page)).toEqual(["a{color:red}", "nav{display:block}"]);
  });

  it("finds style attributes in the markup only, entity-decoded", () => {
    expect(styleAttributes(page)).toEqual(["color:red"]);
    expect(styleAttributes('<span style="font-family:&quot;Inter&quot;;a:&amp;"></span>')).toEqual([
      'font-family:"Inter";a:&',
    ]);
  });

  it("merges the pages' hashes without duplicates, in a stable order", () => {
    const other = `<script>${helloScript}</script><script>second()</script>`;
    const hashes = collectHashes([page, other]);
    expect(hashes.scriptHashes).toHaveLength(4);
    expect(hashes.scriptHashes).toContain(helloHash);
    expect(hashes.scriptHashes).toEqual([...hashes.scriptHashes].sort());
    expect(hashes.styleHashes).toHaveLength(2);
    expect(hashes.styleAttributeHashes).toEqual(["sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ="]);
  });

  it("builds a policy that allows scripts by hash only, never unsafe-inline or unsafe-eval", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [helloHash], styleHashes: [] });
    expect(policy).toContain(`script-src 'self' '${helloHash}'`);
    expect(policy).not.toMatch(/unsafe/);
    expect(policy.split("; ")).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "img-src 'self' data: https://images.unsplash.com",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]),
    );
    const withAttributes = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: [],
      styleAttributeHashes: ["sha256-x"],
    });
    expect(withAttributes).toContain("style-src 'self' 'unsafe-hashes' 'sha256-x'");
    expect(withAttributes).not.toMatch(/unsafe-inline/);
  });
});

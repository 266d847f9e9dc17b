import { describe, expect, it } from "vitest";
import { pagePolicy, securityHeaders } from "../../server/security-headers.mjs";
import {
  disallowedInlineCode,
  inlineScripts,
  inlineStyles,
  pageHashes,
  sha256Source,
  styleAttributes,
  withPagePolicy,
} from "./csp-hashes.mjs";

// The example of the CSP Level 3 specification (and MDN): this script's hash.
const helloScript = "alert('Hello, world.');";
const helloHash = "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=";

const page = `<!DOCTYPE html><html><head><meta charset="utf-8">
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

  it("collects one page's hashes without duplicates, in a stable order", () => {
    const hashes = pageHashes(`${page}<script>${helloScript}</script>`);
    expect(hashes.scriptHashes).toHaveLength(3);
    expect(hashes.scriptHashes).toContain(helloHash);
    expect(hashes.scriptHashes).toEqual([...hashes.scriptHashes].sort());
    expect(hashes.styleHashes).toHaveLength(2);
    expect(hashes.styleAttributeHashes).toEqual(["sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ="]);
  });

  it("builds a page policy that allows scripts by hash only, never unsafe-inline or unsafe-eval", () => {
    const policy = pagePolicy({ scriptHashes: [helloHash], styleHashes: [] });
    expect(policy).toContain(`script-src 'self' '${helloHash}'`);
    expect(policy).not.toMatch(/unsafe/);
    expect(policy.split("; ")).toEqual(
      expect.arrayContaining(["default-src 'self'", "img-src 'self' data: https://images.unsplash.com"]),
    );
    const withAttributes = pagePolicy({ scriptHashes: [], styleHashes: [], styleAttributeHashes: ["sha256-x"] });
    expect(withAttributes).toContain("style-src 'self' 'unsafe-hashes' 'sha256-x'");
    expect(withAttributes).not.toMatch(/unsafe-inline/);
  });

  it("keeps what a <meta> policy cannot say in the site-wide header, which restricts no script", () => {
    expect(securityHeaders["Content-Security-Policy"].split("; ")).toEqual([
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]);
  });

  it("writes the page's policy right after <meta charset>, before any script or style, and allows all its inline code", () => {
    expect(disallowedInlineCode(page)).toEqual(["expected one Content-Security-Policy <meta>, found 0"]);
    const withPolicy = withPagePolicy(page);
    expect(withPolicy).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
    expect(withPolicy.replace(/<meta http-equiv[^>]*>/, "")).toBe(page);
    expect(disallowedInlineCode(withPolicy)).toEqual([]);
  });

  it("reports inline code the page's policy does not allow, or that comes before it", () => {
    const withPolicy = withPagePolicy(page);
    expect(disallowedInlineCode(withPolicy.replace("alert(", "alert2("))).toEqual([
      "inline script \"alert2('Hello, world.');\"",
    ]);
    expect(
      disallowedInlineCode(withPolicy.replace('<meta charset="utf-8">', '<meta charset="utf-8"><style>b{}</style>')),
    ).toEqual(['<style> "b{}"']);
    expect(disallowedInlineCode(withPolicy.replace('color:red">x', 'color:blue">x'))).toEqual([
      'style attribute "color:blue"',
    ]);
  });
});

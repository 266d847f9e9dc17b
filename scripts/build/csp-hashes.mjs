// Each page's Content-Security-Policy, in a <meta> of its own: its scripts and styles are
// allowed by the hashes of that page's inline code only, so the policy of one page does not
// grow with the site, and the host's header file stays small (docs/decisions/0003).
import { createHash } from "node:crypto";
import { pagePolicy } from "../../server/security-headers.mjs";
import { attribute, elementsOf, onlyElement, rawText, spliced } from "./html.mjs";

/** @param {string} text */
export function sha256Source(text) {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** Script types the browser runs; others (application/ld+json) are data and need no hash. */
const executableScriptType = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * Contents of the inline scripts the browser would execute.
 * @param {string} html
 */
export function inlineScripts(html) {
  return elementsOf(html)
    .map(({ element }) => element)
    .filter((element) => element.tagName === "script" && attribute(element, "src") === undefined)
    .filter((element) => executableScriptType.test(attribute(element, "type") ?? ""))
    .map(rawText);
}

/**
 * Contents of the <style> elements, including those in <noscript> (applied with scripts off).
 * @param {string} html
 */
export function inlineStyles(html) {
  return elementsOf(html)
    .map(({ element }) => element)
    .filter((element) => element.tagName === "style")
    .map(rawText);
}

/**
 * Values of `style="…"` attributes in the markup, entity-decoded as the browser hashes them.
 * @param {string} html
 */
export function styleAttributes(html) {
  return elementsOf(html).flatMap(({ element }) => attribute(element, "style") ?? []);
}

/**
 * The hashes one page needs.
 * @param {string} html
 */
export function pageHashes(html) {
  const unique = (/** @type {string[]} */ values) => [...new Set(values.map(sha256Source))].sort();
  return {
    scriptHashes: unique(inlineScripts(html)),
    styleHashes: unique(inlineStyles(html)),
    styleAttributeHashes: unique(styleAttributes(html)),
  };
}

/** @param {import("./html.mjs").Element} element */
const isPolicyMeta = (element) =>
  element.tagName === "meta" && attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy";

/**
 * The page with its policy as the first element after <meta charset>: a policy in a <meta>
 * governs only what comes after it.
 * @param {string} html
 */
export function withPagePolicy(html) {
  const charset = onlyElement(
    html,
    (element) => element.tagName === "meta" && attribute(element, "charset") !== undefined,
    "<meta charset>",
  );
  const at = /** @type {number} */ (charset.sourceCodeLocation?.endOffset);
  const policy = pagePolicy(pageHashes(html));
  return spliced(html, [
    { start: at, end: at, text: `<meta http-equiv="Content-Security-Policy" content="${policy}">` },
  ]);
}

/**
 * What the page's own policy does not allow: inline scripts, styles and style attributes
 * whose hash it lacks, and any of them placed before the policy. Empty when all is allowed.
 * @param {string} html
 * @returns {string[]}
 */
export function disallowedInlineCode(html) {
  const elements = elementsOf(html).map(({ element }) => element);
  const policies = elements.filter(isPolicyMeta);
  const [policyMeta] = policies;
  if (policyMeta === undefined || policies.length !== 1)
    return [`expected one Content-Security-Policy <meta>, found ${policies.length}`];
  const policy = /** @type {string} */ (attribute(policyMeta, "content"));
  /** @param {string} name */
  const directive = (name) =>
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? [];
  /** @param {string} name @param {string} code */
  const allowed = (name, code) => directive(name).includes(`'${sha256Source(code)}'`);
  const policyAt = /** @type {number} */ (policyMeta.sourceCodeLocation?.startOffset);
  const problems = [];
  for (const element of elements) {
    const before = /** @type {number} */ (element.sourceCodeLocation?.startOffset) < policyAt;
    /** @param {string} what @param {string} code */
    const describe = (what, code) => `${what} ${JSON.stringify(code.slice(0, 60))}`;
    if (
      element.tagName === "script" &&
      attribute(element, "src") === undefined &&
      executableScriptType.test(attribute(element, "type") ?? "")
    ) {
      if (before || !allowed("script-src", rawText(element)))
        problems.push(describe("inline script", rawText(element)));
    }
    if (element.tagName === "style" && (before || !allowed("style-src", rawText(element)))) {
      problems.push(describe("<style>", rawText(element)));
    }
    const style = attribute(element, "style");
    if (style !== undefined && !allowed("style-src", style)) problems.push(describe("style attribute", style));
  }
  return problems;
}

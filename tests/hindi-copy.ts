import { readFileSync } from "node:fs";
import { site } from "../app/config/site";
import { parseStyleGuide } from "../app/lib/build/prose-style";

const styleGuide = readFileSync(new URL("../docs/hindi-style-guide.md", import.meta.url), "utf8");

/**
 * Latin letters a Hindi page may show: the style guide's "What stays in Latin letters" table
 * (names, airport codes, form numbers…), the support address, and the key Radix names in the
 * notifications region's label. Longest first, so "App Store" goes before any shorter overlap.
 */
const allowedLatin = [site.contact.supportEmail, "F8", ...parseStyleGuide(styleGuide, "Hindi").latinAllowed].sort(
  (a, b) => b.length - a.length,
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What is left of a piece of text once its allowed Latin is gone: any letter left is English
 * copy. Web addresses and host names (the guides' official portals and look-alike sites) go
 * after the allowed names, so the support address is not taken for a host name half-read.
 */
export function disallowedLatin(text: string) {
  let rest = text.replace(/\bhttps?:\/\/\S+/g, " ");
  for (const token of allowedLatin)
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(token)}(?![A-Za-z])`, "g"), " ");
  return rest
    .replace(/\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?:\/\S*)?/g, " ")
    .replace(/(?<![A-Za-z])English(?![A-Za-z])/g, " ");
}

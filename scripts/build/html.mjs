// The build's one way to read and edit pre-rendered HTML: parse5 (the WHATWG parser jsdom
// uses) finds elements as a browser would, and edits splice the original text at the parsed
// offsets, so every byte the build does not change stays as it was rendered.
import { parse } from "parse5";

/** @typedef {import("parse5").DefaultTreeAdapterMap["element"]} Element */
/** @typedef {import("parse5").DefaultTreeAdapterMap["parentNode"]} ParentNode */

/**
 * Every element of the page in document order, with whether it sits inside <noscript>
 * (parsed as markup, as a browser with scripts off would).
 * @param {string} html
 * @returns {{ element: Element, inNoscript: boolean }[]}
 */
export function elementsOf(html) {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  /** @type {{ element: Element, inNoscript: boolean }[]} */
  const found = [];
  /** @param {ParentNode} node @param {boolean} inNoscript */
  const walk = (node, inNoscript) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      found.push({ element: child, inNoscript });
      const content = "content" in child ? child.content : child;
      walk(content, inNoscript || child.tagName === "noscript");
    }
  };
  walk(document, false);
  return found;
}

/**
 * @param {Element} element
 * @param {string} name
 * @returns {string | undefined} the attribute's value, entity-decoded
 */
export function attribute(element, name) {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/**
 * The raw text of a <script> or <style> element, exactly as written (what CSP hashes).
 * @param {Element} element
 */
export function rawText(element) {
  return element.childNodes.map((node) => ("value" in node ? node.value : "")).join("");
}

/**
 * Where the element's content starts and ends in the source.
 * @param {Element} element
 */
export function contentRange(element) {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) throw new Error(`html: <${element.tagName}> has no end tag.`);
  return { start: location.startTag.endOffset, end: location.endTag.startOffset };
}

/**
 * The page with text replaced at source offsets (applied from the end, so offsets hold).
 * @param {string} html
 * @param {{ start: number, end: number, text: string }[]} edits
 */
export function spliced(html, edits) {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end, text: inserted }) => text.slice(0, start) + inserted + text.slice(end), html);
}

/**
 * The one element matching the predicate; fails the build on none or several, so a change in
 * Astro's output cannot silently skip a step.
 * @param {string} html
 * @param {(element: Element) => boolean} predicate
 * @param {string} what for the error message
 */
export function onlyElement(html, predicate, what) {
  const matches = elementsOf(html)
    .map(({ element }) => element)
    .filter(predicate);
  const [match] = matches;
  if (match === undefined || matches.length !== 1)
    throw new Error(`html: expected one ${what}, found ${matches.length}.`);
  return match;
}

// The text of a fetched page as `npm run sources` compares it: parse5 (the HTML standard's parser)
// turns the markup into text, so tags, entities and broken markup are read as a browser reads
// them; then one normal form for the page and for a fact's quote alike.
import { type DefaultTreeAdapterTypes, parse } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * One form for text that reads the same: Unicode NFC, typographic quotes and dashes as their
 * ASCII forms (an editor types a quote by hand), a table cell's " | " (how facts quote a table)
 * as a space, soft hyphens and zero-width spaces dropped (never ZWJ/ZWNJ, which Indic scripts
 * spell with), lower case, whitespace folded.
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u00ad\u200b\ufeff]/g, "")
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―−]/g, "-")
    .replace(/\|/g, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** A fact's quote as the parts it was cut into: `[…]` (or `[...]`) marks words left out. */
export function quoteParts(quote: string): string[] {
  return quote
    .split(/\[(?:…|\.\.\.)\]/)
    .map(normaliseText)
    .filter((part) => part !== "");
}

/** Whether every part of the quote is in the page's text (already normalised). */
export function quoteFound(quote: string, pageText: string): boolean {
  return quoteParts(quote).every((part) => pageText.includes(part));
}

/** What a reader never sees as the page's text. */
const unread = new Set(["head", "script", "style", "noscript", "template", "svg", "math", "iframe", "object"]);
/** Around the main text when a page marks none: menus, banners, footers, sidebars. */
const chrome = new Set(["nav", "header", "footer", "aside"]);
/** Elements inside a run of text: their text joins the words around them without a space. */
const inline = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "font",
  "i",
  "kbd",
  "label",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
]);

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text under a node, block elements apart, skipping what `skip` names. */
function textOf(node: Node, skip: ReadonlySet<string>): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!("childNodes" in node)) return "";
  if (isElement(node) && (skip.has(node.tagName) || attribute(node, "hidden") !== undefined)) return " ";
  const inner = node.childNodes.map((child) => textOf(child, skip)).join("");
  return isElement(node) && !inline.has(node.tagName) ? ` ${inner} ` : inner;
}

function find(node: Node, matches: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && matches(node)) return node;
  if (!("childNodes" in node) || (isElement(node) && unread.has(node.tagName))) return undefined;
  for (const child of node.childNodes) {
    const found = find(child, matches);
    if (found) return found;
  }
  return undefined;
}

interface PageText {
  /** All the text a reader sees: where quotes are looked for. */
  all: string;
  /** The main text (`<main>`, else the body without menus, banners and footers): what is watched for changes. */
  main: string;
}

/** An HTML page's text, normalised (`normaliseText`). */
export function htmlText(html: string): PageText {
  const document = parse(html);
  const body = find(document, (element) => element.tagName === "body") ?? document;
  const main = find(body, (element) => element.tagName === "main" || attribute(element, "role") === "main");
  return {
    all: normaliseText(textOf(body, unread)),
    main: normaliseText(main ? textOf(main, unread) : textOf(body, new Set([...unread, ...chrome]))),
  };
}

/** The charset a response declares in its Content-Type, else in the page's first `<meta>`, else UTF-8. */
function charsetOf(body: Uint8Array, contentType: string): string {
  const declared = /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  if (declared) return declared;
  const head = new TextDecoder("latin1").decode(body.subarray(0, 1024));
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? "utf-8";
}

/** Decodes a body by its charset; a label no decoder knows is read as UTF-8. */
function decode(body: Uint8Array, contentType: string): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charsetOf(body, contentType));
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(body);
}

/**
 * A response's text, or null when it is neither HTML nor plain text (a PDF, an image): its quotes
 * cannot be looked for, and its bytes stand for its text.
 */
export function responseText(body: Uint8Array, contentType: string): PageText | null {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "text/html" || type === "application/xhtml+xml" || type === "")
    return htmlText(decode(body, contentType));
  if (type === "text/plain") {
    const text = normaliseText(decode(body, contentType));
    return { all: text, main: text };
  }
  return null;
}

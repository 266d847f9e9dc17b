import { site } from "../app/config/site";

/**
 * Latin letters a Hindi page may show (the Hindi glossary): names, the support address,
 * the decorative airport codes, the visa class, Azerbaijan's visa system, the feed format, the
 * numbers of official forms and the language link's "English". Longest first, so "App Store" goes before any shorter overlap.
 */
const allowedLatin = [
  site.contact.supportEmail,
  "VisaUdaan",
  "WhatsApp",
  "App Store",
  "Google Play",
  "Unsplash",
  // The glossary's one further allowed name: the privacy notice says whose service WhatsApp is.
  "Meta Platforms",
  "B1/B2",
  "ASAN",
  // The key that moves focus to the notifications: Radix names it in the region's label.
  "F8",
  "DEL",
  "DXB",
  // The feed format, as the guides' link to the change feed names it.
  "Atom",
  // Form numbers, as printed on the forms a traveller must find (the style guide's table).
  "DS-160",
  "I-94",
  "IMM5707",
  "IMM5257B",
  "14A",
  "V39A",
];

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

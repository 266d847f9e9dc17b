// Relative imports with extensions: scripts/assets/render-brand-images.mjs imports this too.
import type { Localized } from "../config/locales.ts";
import type { PageName } from "../config/pages.ts";
import type shellWords from "./words/en/shell.json";
import { wordsOf } from "./words.ts";

/**
 * The text of the shell every page shares (words/<locale>/shell.json): skip link, header,
 * footer and titles. `homeTitle` is Home's title (other pages are "{page} | VisaUdaan");
 * `description` is Home's meta description and the structured data's; `shareImage` holds the
 * share image's lines under the tagline (scripts/assets/render-brand-images.mjs);
 * `notAffiliated` is said in every footer and in the privacy notice; `pageLabels` name each
 * page in the navigation, the footer and the language control; `header.language` names the language control; each store badge says its words
 * as the store's own badge does, `{store}` where the name goes; Radix fills in `{hotkey}`;
 * `exploreAllDestinations` is the one name of the link to /destinations.
 */
type ShellText = typeof shellWords & { pageLabels: Record<Exclude<PageName, "notFound">, string> };

export const shell: Localized<ShellText> = wordsOf<typeof shellWords>("shell");

import { type Localized, mapLocales } from "~/config/locales";
import { shell } from "./shell";
import type privacyWords from "./words/en/privacy.json";
import { wordsOf } from "./words";
import { withValues } from "./words-check";

interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
}

type PrivacyText = Omit<typeof privacyWords, "sections"> & { sections: PrivacySection[] };

/**
 * The privacy notice (words/<locale>/privacy.json), true of the site as built: no cookies,
 * no storage, no analytics, no third-party scripts (server/security-headers.mjs); only the
 * photo host is contacted. Company details not known yet are not filled in. Update it when
 * anything here changes.
 */
const words = wordsOf<typeof privacyWords>("privacy");

/**
 * The sections in the English file's order, each with its id (its key in the words); "Who we
 * are" repeats the shell's `{notAffiliated}`, written once (shell.json).
 */
export const privacy: Localized<PrivacyText> = mapLocales((locale) => {
  const { sections, ...page } = withValues(words[locale], { notAffiliated: shell[locale].notAffiliated });
  return { ...page, sections: Object.entries(sections).map(([id, section]) => ({ id, ...section })) };
});

import { type Localized, mapLocales } from "~/config/locales";
import type launchWords from "./words/en/launch.json";
import { wordsOf } from "./words";

const words = wordsOf<typeof launchWords>("launch");

/**
 * The one sentence pair that says where the service stands today (docs/requirements.md,
 * Honest about today). Every page, the mobile menu and every launch toast show it word
 * for word; the e2e suite checks that each copy is identical.
 */
export const launchMessage: Localized<string> = mapLocales((locale) => words[locale].message);

/**
 * How documents will be protected at launch, in one wording: the benefit card and the FAQ
 * answer both say it (`{dataProtection}` in their words), and a promise about passports must
 * not read two ways. It says what the hero's "End-to-End Encryption" badge means here: from
 * your phone to the team handling the application, which can open the documents because it
 * prepares the application with them.
 */
export const dataProtection: Localized<string> = mapLocales((locale) => words[locale].dataProtection);

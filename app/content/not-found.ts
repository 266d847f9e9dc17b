import type { Localized } from "~/config/locales";
import type notFoundWords from "./words/en/not-found.json";
import { wordsOf } from "./words";

export const notFound: Localized<typeof notFoundWords> = wordsOf<typeof notFoundWords>("not-found");

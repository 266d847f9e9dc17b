import { describe, expect, it } from "vitest";
import { locales, localeSettings } from "~/config/locales";
import { languageTestData, translatedLanguages } from "../../../tests/language-data";
import { everyPageScript, isWrittenIn, otherLanguagesOfQuery } from "./scripts";

/** The site's languages written in a script, in the language control's order. */
const languagesIn = (script: string) => locales.filter((locale) => localeSettings[locale].script === script);
/** A query in each language's script, as its visitors type it. */
const typedIn = (script: string) => {
  const language = translatedLanguages.find((each) => localeSettings[each].script === script);
  return script === everyPageScript ? "dubai" : language && languageTestData(language).search.dubai;
};

describe("isWrittenIn", () => {
  it("tells a text's script from its letters, ignoring marks, digits, spaces and punctuation", () => {
    expect(isWrittenIn("दुबई", "Deva")).toBe(true);
    expect(isWrittenIn("जापान का वीज़ा", "Deva")).toBe(true);
    expect(isWrittenIn("யு.எஸ்.ஏ.", "Taml")).toBe(true);
    expect(isWrittenIn("துபாய்\u200D", "Taml")).toBe(true);
    expect(isWrittenIn("B1/B2", "Latn")).toBe(true);
    expect(isWrittenIn("Zürich", "Latn")).toBe(true);
    expect(isWrittenIn("दुबई", "Taml")).toBe(false);
    expect(isWrittenIn("dubai", "Deva")).toBe(false);
  });

  it("calls no script a text without letters or with letters of two", () => {
    for (const script of ["Latn", "Deva", "Taml"]) {
      for (const text of ["", "  ", "2026", "।", "?!", "😀", "dubai दुबई", "துபாய் दुबई"]) {
        expect(isWrittenIn(text, script), `${text} ${script}`).toBe(false);
      }
    }
  });

  it("reads every language's script as the locales name it", () => {
    for (const locale of locales) expect(() => isWrittenIn("a", localeSettings[locale].script)).not.toThrow();
    expect(everyPageScript).toBe("Latn");
  });
});

describe("otherLanguagesOfQuery", () => {
  it("offers, on every page, each other language written in the query's script but Latin", () => {
    for (const page of locales) {
      for (const locale of locales) {
        const { script } = localeSettings[locale];
        const query = typedIn(script);
        if (script === everyPageScript || !query) continue;
        const expected = languagesIn(script).filter((other) => other !== page);
        expect(otherLanguagesOfQuery(query, page), `${query} on ${page}`).toEqual(expected);
        expect(otherLanguagesOfQuery(`  ${query} `, page), `${query} on ${page}`).toEqual(expected);
      }
    }
  });

  it("offers, for a query in a script, the page of each other language written in it", () => {
    for (const language of translatedLanguages) {
      const query = languageTestData(language).search.dubai;
      const writtenInIt = locales.filter((other) => localeSettings[other].script === localeSettings[language].script);
      for (const page of locales) {
        expect(otherLanguagesOfQuery(query, page), `${query} on ${page}`).toEqual(
          writtenInIt.filter((other) => other !== page),
        );
      }
    }
  });

  it("offers nothing for Latin letters, which every page searches, nor for a query without letters or in two scripts", () => {
    for (const page of locales) {
      for (const query of ["dubai", "japan", "zzzz", "", "   ", "12", "?", "dubai துபாய்"]) {
        expect(otherLanguagesOfQuery(query, page), `${query} on ${page}`).toEqual([]);
      }
    }
  });
});

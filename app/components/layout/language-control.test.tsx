import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type Locale, locales, localeSettings, localizePath } from "~/config/locales";
import { pageFrame } from "~/lib/build/page-content.server";
import { LanguageList } from "./language-control";
import { PageContexts } from "./site-page";

/*
 * The language list as the page is rendered: every language, each leading to the same page in
 * it. The links are marked for the inline recorder, which adds the page's search and fragment
 * as one is followed (lib/inline-scripts/recorder.test.ts). (In the built pages:
 * tests/build/links.test.ts; the bar's popover and the menu: language.spec.ts.)
 */

afterEach(cleanup);

/** The list as the page at `path` (in the default language) in `locale` renders it; `notFound` marks a page without a twin. */
function renderAt(locale: Locale, path: string, { notFound = false } = {}) {
  render(
    <PageContexts page={pageFrame(locale, path, { hasLanguageTwin: !notFound })}>
      <LanguageList linkClassName="" />
    </PageContexts>,
  );
  return within(screen.getByRole("list"));
}

const linkTo = (list: ReturnType<typeof renderAt>, locale: Locale) =>
  list.getByRole("link", { name: localeSettings[locale].name });

describe.each(locales)("the language list on a %s page", (from) => {
  it.each(["/destinations", "/", "/about-us", "/destinations/thailand"])(
    "leads from %s to that page in every language, marked to keep the search and the fragment",
    (path) => {
      const list = renderAt(from, path);
      expect(list.getAllByRole("link")).toHaveLength(locales.length);
      for (const to of locales) {
        expect(linkTo(list, to)).toHaveAttribute("href", localizePath(path, to));
        expect(linkTo(list, to)).toHaveAttribute("data-keep-location");
      }
    },
  );

  it("names each language in its own language and marks the current one", () => {
    const list = renderAt(from, "/about-us");
    for (const to of locales) {
      const link = linkTo(list, to);
      expect(link).toHaveAttribute("hreflang", localeSettings[to].hreflang);
      expect(link).toHaveAttribute("lang", localeSettings[to].htmlLang);
      if (to === from) expect(link).toHaveAttribute("aria-current", "true");
      else expect(link).not.toHaveAttribute("aria-current");
    }
  });

  it("on a page without a twin (not found) leads to each language's home page", () => {
    const list = renderAt(from, "/no-such-page", { notFound: true });
    for (const to of locales) expect(linkTo(list, to)).toHaveAttribute("href", localizePath("/", to));
  });
});

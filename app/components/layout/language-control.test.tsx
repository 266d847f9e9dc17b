import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type Locale, localeOf, locales, localeSettings, localizePath } from "~/config/locales";
import { LocaleContext } from "~/lib/hooks/use-locale";
import { LanguageList } from "./language-control";

/*
 * The language list as the running page renders it: every language, each leading to the same
 * page in it and keeping the search and the fragment, so a visitor who opens it in a new tab
 * or follows it lands on the same results or section. (As pre-rendered, before script:
 * tests/build/links.test.ts; before hydration, the inline script: first-paint.phone.spec.ts;
 * the bar's popover and the menu: language.spec.ts.)
 */

afterEach(cleanup);

/** The list as the page at `entry` renders it; `notFound` marks a route without a twin. */
function renderAt(entry: string, { notFound = false } = {}) {
  const pathname = new URL(entry, "https://example.com").pathname;
  const Stub = createRoutesStub([
    {
      path: "*",
      handle: notFound ? { hasLanguageTwin: false } : undefined,
      Component: () => (
        <LocaleContext value={localeOf(pathname)}>
          <LanguageList linkClassName="" />
        </LocaleContext>
      ),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return within(screen.getByRole("list"));
}

const linkTo = (list: ReturnType<typeof renderAt>, locale: Locale) =>
  list.getByRole("link", { name: localeSettings[locale].name });

describe.each(locales)("the language list on a %s page", (from) => {
  it.each([
    ["/destinations", "?q=dubai"],
    ["/", "#faq"],
    ["/about-us", ""],
    ["/destinations/thailand", "#faq"],
  ])("leads from %s%s to that page in every language, keeping the search and the fragment", (path, rest) => {
    const list = renderAt(`${localizePath(path, from)}${rest}`);
    expect(list.getAllByRole("link")).toHaveLength(locales.length);
    for (const to of locales) expect(linkTo(list, to)).toHaveAttribute("href", `${localizePath(path, to)}${rest}`);
  });

  it("names each language in its own language and marks the current one", () => {
    const list = renderAt(localizePath("/about-us", from));
    for (const to of locales) {
      const link = linkTo(list, to);
      expect(link).toHaveAttribute("hreflang", localeSettings[to].hreflang);
      expect(link).toHaveAttribute("lang", localeSettings[to].htmlLang);
      if (to === from) expect(link).toHaveAttribute("aria-current", "true");
      else expect(link).not.toHaveAttribute("aria-current");
    }
  });

  it("on a page without a twin (not found) leads to each language's home page", () => {
    const list = renderAt(`${localizePath("/no-such-page", from)}?q=x#faq`, { notFound: true });
    for (const to of locales) expect(linkTo(list, to)).toHaveAttribute("href", `${localizePath("/", to)}?q=x#faq`);
  });
});

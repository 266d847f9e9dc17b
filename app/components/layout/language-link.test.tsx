import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { localeOf } from "~/config/locales";
import { LocaleContext } from "~/lib/use-locale";
import { LanguageLinks } from "./language-link";

/*
 * The link to the same page in the other language, as the running page renders it: it keeps
 * the search and the fragment, so a visitor who opens it in a new tab or follows it lands on
 * the same results or section. (As pre-rendered, before script: tests/build/links.test.ts;
 * before hydration, the inline script: first-paint.phone.spec.ts.)
 */

afterEach(cleanup);

/** The link as the page at `entry` renders it; `notFound` marks a route without a twin. */
function renderAt(entry: string, { notFound = false } = {}) {
  const pathname = new URL(entry, "https://example.com").pathname;
  const Stub = createRoutesStub([
    {
      path: "*",
      handle: notFound ? { hasLanguageTwin: false } : undefined,
      Component: () => (
        <LocaleContext value={localeOf(pathname)}>
          <LanguageLinks />
        </LocaleContext>
      ),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return screen.getByRole("link");
}

describe("the language link", () => {
  it.each([
    ["/destinations?q=dubai", "/hi/destinations?q=dubai"],
    ["/#faq", "/hi#faq"],
    ["/about-us", "/hi/about-us"],
    ["/hi/destinations?q=dubai", "/destinations?q=dubai"],
    ["/hi#faq", "/#faq"],
    ["/hi", "/"],
  ])("on %s leads to %s, keeping the search and the fragment", (from, to) => {
    expect(renderAt(from)).toHaveAttribute("href", to);
  });

  it("is named in the language it leads to, and says so", () => {
    const toHindi = renderAt("/about-us");
    expect(toHindi).toHaveAccessibleName("हिंदी");
    expect(toHindi).toHaveAttribute("hreflang", "hi");
    expect(toHindi).toHaveAttribute("lang", "hi");
    cleanup();
    const toEnglish = renderAt("/hi/about-us");
    expect(toEnglish).toHaveAccessibleName("English");
    expect(toEnglish).toHaveAttribute("hreflang", "en");
    expect(toEnglish).toHaveAttribute("lang", "en-IN");
  });

  it("on a page without a twin (not found) leads to the other language's home page", () => {
    expect(renderAt("/no-such-page?q=x#faq", { notFound: true })).toHaveAttribute("href", "/hi?q=x#faq");
    cleanup();
    expect(renderAt("/hi/no-such-page", { notFound: true })).toHaveAttribute("href", "/");
  });
});

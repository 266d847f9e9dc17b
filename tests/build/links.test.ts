import { existsSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ecbRatesPage } from "../../app/content/exchange-rates";
import { currencyPegs, guideFacts, schengen } from "../../app/content/facts";
import { shell } from "../../app/content/shell";
import { support } from "../../app/content/support";
import { guideRoutesIn, languages, notFoundRoutes, pageRoutesIn, pathIn, ui } from "../pages";
import { allRoutes, buildDir, builtPage, pageFile } from "./built-html";

/** The header's pages, unprefixed, with the key of their label. */
const navPages = [
  ["/", "home"],
  ["/destinations", "destinations"],
  ["/travel-news", "travelNews"],
  ["/about-us", "aboutUs"],
] as const;

const hidden = true;

/**
 * The pages the guides and cards send a visitor to: each page a fact was taken from (some only
 * on http), the official ones to confirm it, to apply, for a step or a step before the flight,
 * the ECB's rates and each currency peg a rupee estimate rests on, and the Schengen rule's pages.
 */
const guideLinks = new Set([
  ecbRatesPage,
  ...Object.values(currencyPegs).map((peg) => peg!.confirmAt),
  ...[schengen.whereToApply].flatMap((fact) => [fact.confirmAt, ...fact.evidence.map(({ url }) => url)]),
  ...Object.values(guideFacts).flatMap((guide) => [
    ...Object.values(guide.facts).flatMap((fact) => [fact.confirmAt, ...fact.evidence.map(({ url }) => url)]),
    ...Object.values(guide.portals).map((portal) => portal.url),
    ...[...(guide.steps ?? []), ...(guide.beforeYouFly ?? [])].flatMap(({ url }) => (url === null ? [] : [url])),
  ]),
]);

describe("the language control, as pre-rendered: what a visitor without JavaScript, or before it runs, and a crawler follow", () => {
  for (const route of allRoutes) {
    // A missing page has no twin: its links lead to each language's home page.
    it(`${route.path} lists every language, each leading to its ${route.notFound ? "home page" : "twin"}, in the bar and in the menu`, () => {
      const { document, body } = builtPage(route.path);
      const t = ui[route.language];
      const header = within(document.querySelector("header")!);
      const popoverOf = (button: HTMLElement) => document.getElementById(button.getAttribute("popovertarget")!)!;
      const menu = popoverOf(body.getByRole("button", { name: t.openMenu, hidden }));
      const bar = popoverOf(header.getByRole("button", { name: t.languageControl, hidden }));
      for (const to of languages) {
        const links = header.getAllByRole("link", { name: ui[to].name, hidden });
        // One in the bar's list (shown from the large breakpoint), one in the mobile menu.
        expect(links).toHaveLength(2);
        expect(links.filter((link) => menu.contains(link))).toHaveLength(1);
        expect(links.filter((link) => bar.contains(link))).toHaveLength(1);
        for (const link of links) {
          expect(link).toHaveAttribute("hreflang", ui[to].hreflang);
          expect(link).toHaveAttribute("lang", ui[to].htmlLang);
          expect(link).toHaveAttribute("href", pathIn(to, route.notFound ? "/" : route.englishPath));
          if (to === route.language) expect(link).toHaveAttribute("aria-current", "true");
          else expect(link).not.toHaveAttribute("aria-current");
        }
      }
      // Outside the Main and Mobile navigation, which list the pages only.
      for (const name of [t.mainNavLabel, t.mobileNavLabel]) {
        const nav = body.getByRole("navigation", { name, hidden });
        expect(
          within(nav)
            .getAllByRole("link", { hidden })
            .map((link) => link.textContent),
        ).toEqual(t.navLabels);
      }
    });
  }
});

for (const language of languages) {
  const t = ui[language];

  describe(`[${language}] navigation`, () => {
    for (const [unprefixed, key] of navPages) {
      const path = pathIn(language, unprefixed);
      it(`${path} marks ${t.pageLabels[key]} as the current page, in the bar and in the menu`, () => {
        const { body } = builtPage(path);
        for (const name of [t.mainNavLabel, t.mobileNavLabel]) {
          const current = body.getByRole("navigation", { name, hidden }).querySelectorAll("[aria-current=page]");
          expect([...current].map((link) => link.textContent)).toEqual([t.pageLabels[key]]);
        }
      });
    }

    it("the logo links home and the not-found page links back home", () => {
      for (const route of allRoutes.filter((candidate) => candidate.language === language)) {
        const { body } = builtPage(route.path);
        const logo = within(body.getByRole("banner", { hidden })).getByRole("link", { name: t.homeLinkLabel, hidden });
        expect(logo).toHaveAttribute("href", pathIn(language, "/"));
      }
      const { body } = builtPage(notFoundRoutes[language].path);
      const main = within(body.getByRole("main", { hidden }));
      expect(main.getByRole("link", { name: notFoundRoutes[language].homeLink, hidden })).toHaveAttribute(
        "href",
        pathIn(language, "/"),
      );
    });
  });

  describe(`[${language}] footer`, () => {
    it("has the quick links, support links, app badges, credits and the privacy notice beside the not-a-government line", () => {
      const { footer, pageLabels, notAffiliated, credit } = shell[language];
      for (const route of allRoutes.filter((candidate) => candidate.language === language)) {
        const contentinfo = within(builtPage(route.path).body.getByRole("contentinfo", { hidden }));
        const quickLinks = within(contentinfo.getByRole("navigation", { name: footer.quickLinksTitle, hidden }));
        const links = quickLinks.getAllByRole("link", { hidden });
        expect(links.map((link) => link.textContent)).toEqual([
          pageLabels.home,
          pageLabels.aboutUs,
          pageLabels.destinations,
          pageLabels.travelNews,
          pageLabels.faq,
        ]);
        expect(links.map((link) => link.getAttribute("href"))).toEqual(
          ["/", "/about-us", "/destinations", "/travel-news", "/#faq"].map((path) => pathIn(language, path)),
        );
        expect(contentinfo.getByRole("heading", { name: footer.supportTitle, hidden })).toBeInTheDocument();
        const whatsapp = contentinfo.getByRole("link", { name: new RegExp(t.chatOnWhatsapp), hidden });
        expect(whatsapp).toHaveAttribute("href", expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/));
        const email = contentinfo.getByRole("link", { name: new RegExp(support[language].sendEmail), hidden });
        expect(email).toHaveAttribute("href", expect.stringMatching(/^mailto:[^?]+@[^?]+\?subject=/));
        expect(contentinfo.getByRole("heading", { name: footer.appTitle, hidden })).toBeInTheDocument();
        for (const store of [/App Store/, /Google Play/]) {
          expect(contentinfo.getByRole("button", { name: store, hidden })).toBeInTheDocument();
        }
        expect(contentinfo.getByText(credit)).toBeInTheDocument();
        expect(contentinfo.getByText(/©\s*2025/)).toBeInTheDocument();
        expect(contentinfo.getByText(notAffiliated)).toBeInTheDocument();
        expect(contentinfo.getByRole("link", { name: pageLabels.privacy, hidden })).toHaveAttribute(
          "href",
          pathIn(language, "/privacy"),
        );
      }
    });
  });

  it(`[${language}] every link on every page leads to a page or a fragment that exists, or to support, the photo credit or a guide's source or official page`, () => {
    const internal = new Set<string>();
    for (const route of allRoutes.filter((candidate) => candidate.language === language)) {
      const { document } = builtPage(route.path);
      for (const link of document.querySelectorAll("a[href]")) {
        const href = link.getAttribute("href")!;
        if (href.startsWith("#")) expect(document.querySelectorAll(href), `target of ${href}`).toHaveLength(1);
        else if (href.startsWith("/")) internal.add(href);
        else {
          // Support (WhatsApp, e-mail), a guide's checklist sent on WhatsApp to a chat the visitor
          // picks, the photo credit on /destinations, the pages the guides' facts were taken from and official pages.
          if (!guideLinks.has(href))
            expect(href, `external link on ${route.path}`).toMatch(
              /^(https:\/\/wa\.me\/\d*\?text=|mailto:[^@]+@[^?]+\?subject=|https:\/\/unsplash\.com\/?$)/,
            );
          // Web links open a new tab without handing over window.opener; mailto: stays put.
          if (/^https?:/.test(href)) {
            expect(link, href).toHaveAttribute("target", "_blank");
            expect(link, href).toHaveAttribute("rel", "noopener noreferrer");
          } else expect(link, href).not.toHaveAttribute("target");
        }
      }
    }
    expect([...internal]).toEqual(
      expect.arrayContaining(
        ["/", "/about-us", "/destinations", "/travel-news", "/#faq", "/privacy"].map((path) => pathIn(language, path)),
      ),
    );
    for (const href of internal) {
      const [path, fragment] = href.split("#");
      // A page, or a file the build writes under its own name (the change feeds).
      expect(existsSync(/\.[a-z]+$/.test(path!) ? join(buildDir, path!) : pageFile(path!)), href).toBe(true);
      if (fragment) expect(builtPage(path!).document.getElementById(fragment), href).not.toBeNull();
    }
    // Every page of the language is reached from some link, each guide from its card.
    for (const route of [...pageRoutesIn[language], ...guideRoutesIn[language]])
      expect(internal, route.path).toContain(route.path);
  });
}

import { describe, expect, it } from "vitest";
import { addedDestinationCards, destinations } from "../../app/content/destinations";
import { faq } from "../../app/content/faq";
import { guideRoutesIn, languages, pathIn, ui } from "../pages";
import { allRoutes, builtPage, siteUrl, urlIn } from "./built-html";

/** Every JSON-LD node of the page, each block checked for the schema.org context. */
function jsonLdNodes(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent!) as Record<string, unknown>;
    expect(data["@context"]).toBe("https://schema.org");
    return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

describe("structured data", () => {
  for (const route of allRoutes) {
    it(`${route.path} carries one Organization and one WebSite`, () => {
      const nodes = jsonLdNodes(builtPage(route.path).document);
      // The home page in the page's language.
      const home = urlIn(route.language, "/");
      expect(nodes).toContainEqual(
        expect.objectContaining({ "@type": "Organization", name: "VisaUdaan", url: `${siteUrl}/` }),
      );
      expect(nodes).toContainEqual(
        expect.objectContaining({
          "@type": "WebSite",
          // One WebSite per language, named by its home page.
          "@id": `${home}#website`,
          name: "VisaUdaan",
          url: home,
          inLanguage: ui[route.language].htmlLang,
          publisher: { "@id": `${siteUrl}/#organization` },
        }),
      );
      // Still one of each once hydrated: shell.spec.ts.
      expect(nodes.filter((node) => node["@type"] === "Organization")).toHaveLength(1);
      expect(nodes.filter((node) => node["@type"] === "WebSite")).toHaveLength(1);
    });
  }

  for (const language of languages) {
    it(`[${language}] Home carries a FAQPage built from the FAQ it shows`, () => {
      const { document } = builtPage(pathIn(language, "/"));
      const faqPage = jsonLdNodes(document).find((node) => node["@type"] === "FAQPage");
      const entities = (faqPage?.mainEntity ?? []) as {
        "@type": string;
        name: string;
        acceptedAnswer: { text: string };
      }[];
      const questions = [...document.querySelectorAll("#faq summary")].map((summary) => summary.textContent!.trim());
      expect(questions).toHaveLength(4);
      expect(entities.map((entity) => entity.name)).toEqual(questions);
      expect(faqPage?.inLanguage).toBe(ui[language].htmlLang);
      for (const entity of entities) {
        expect(entity["@type"]).toBe("Question");
        expect(entity.acceptedAnswer.text.length).toBeGreaterThan(40);
      }
      // The page's own FAQ, question by question and answer by answer.
      expect(entities.map((entity) => [entity.name, entity.acceptedAnswer.text])).toEqual(
        faq[language].items.map((item) => [item.question, item.answer]),
      );
    });

    it(`[${language}] Destinations carries an ItemList of every destination card it shows, the twelve's and the added guides'`, () => {
      const { document, body } = builtPage(pathIn(language, "/destinations"));
      const itemList = jsonLdNodes(document).find((node) => node["@type"] === "ItemList");
      const items = (itemList?.itemListElement ?? []) as { position: number; item: { name: string } }[];
      const cardNames = body
        .getAllByRole("heading", { level: 2, hidden: true })
        .concat(body.getAllByRole("heading", { level: 3, hidden: true }))
        .map((heading: HTMLElement) => heading.textContent);
      const shown = [...destinations[language], ...addedDestinationCards[language]].map(({ name }) => name);
      expect(itemList?.numberOfItems).toBe(shown.length);
      expect(items.map((entry) => entry.position)).toEqual(shown.map((_, index) => index + 1));
      expect(cardNames).toEqual(expect.arrayContaining(items.map((entry) => entry.item.name)));
      // The names in the order of the cards.
      expect(items.map((entry) => entry.item.name)).toEqual(shown);
    });
  }
  for (const language of languages) {
    for (const route of guideRoutesIn[language]) {
      it(`${route.path} carries a BreadcrumbList of the trail it shows and a FAQPage of its questions`, () => {
        const { document } = builtPage(route.path);
        const nodes = jsonLdNodes(document);
        const trail = [...document.querySelectorAll("main nav li")].map((item) => item.textContent!.trim());
        expect(nodes.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement).toEqual(
          [pathIn(language, "/"), pathIn(language, "/destinations"), route.path].map((path, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: trail[index],
            item: `${siteUrl}${path}`,
          })),
        );
        expect(trail[2]).toBe(route.name);

        const faqPage = nodes.find((node) => node["@type"] === "FAQPage");
        expect(faqPage?.inLanguage).toBe(ui[language].htmlLang);
        const shown = [...document.querySelectorAll("main details")].map((item) => [
          item.querySelector("summary")!.textContent!.trim(),
          item.querySelector("summary")!.nextElementSibling!.textContent!.trim(),
        ]);
        expect(shown.length).toBeGreaterThanOrEqual(3);
        expect(
          (faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((entity) => [
            entity.name,
            entity.acceptedAnswer.text,
          ]),
        ).toEqual(shown);
      });
    }
  }
});

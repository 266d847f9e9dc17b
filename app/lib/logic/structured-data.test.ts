import { describe, expect, it } from "vitest";
import { locales, localeSettings, localizePath } from "~/config/locales";
import { absoluteUrl, site } from "~/config/site";
import { destinations } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { faq } from "~/content/faq";
import { shell } from "~/content/shell";
import { faqPageJsonLd, itemListJsonLd, jsonForScript, siteJsonLd } from "./structured-data";

const sampleFaqs = [
  { question: "How long does processing take?", answer: "From 24 hours up to 7-15 working days." },
  { question: "Can I apply on my phone?", answer: "Yes, the whole application works on mobile." },
];

const sampleDestinations = [
  { name: "Singapore", details: "Gardens by the Bay & hawker food.", imageUrl: "https://images.example/sg.jpg" },
  { name: "Georgia" },
];

describe("siteJsonLd", () => {
  const data = siteJsonLd("en", shell.en);
  const graph = data["@graph"] as Record<string, unknown>[];
  const byType = (type: string) => graph.find((node) => node["@type"] === type);

  it("is a schema.org graph of an Organization and a WebSite", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite"]);
  });

  it("describes the organisation with absolute URLs on the canonical host", () => {
    expect(byType("Organization")).toMatchObject({
      "@id": absoluteUrl("/#organization"),
      name: site.name,
      url: absoluteUrl("/"),
      slogan: "Where Dreams Take Flight",
      description: shell.en.description,
      logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png"), width: 512, height: 512 },
      contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: site.contact.supportEmail },
    });
  });

  it("names the website and links it to its publisher", () => {
    expect(byType("WebSite")).toMatchObject({
      "@id": absoluteUrl("/#website"),
      name: site.name,
      url: absoluteUrl("/"),
      inLanguage: "en-IN",
      publisher: { "@id": absoluteUrl("/#organization") },
    });
  });
});

describe("faqPageJsonLd", () => {
  it("turns each item into a Question with an accepted Answer, in order", () => {
    expect(faqPageJsonLd(sampleFaqs, "en")).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: "en-IN",
      mainEntity: sampleFaqs.map(({ question, answer }) => ({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      })),
    });
  });
});

describe("siteJsonLd in Hindi", () => {
  const data = siteJsonLd("hi", shell.hi);
  const graph = data["@graph"] as Record<string, unknown>[];
  const byType = (type: string) => graph.find((node) => node["@type"] === type);

  it("is the same graph of an Organization and a WebSite", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite"]);
  });

  it("describes the Hindi website at /hi, in Hindi, linked to the same publisher", () => {
    expect(byType("WebSite")).toMatchObject({
      "@id": absoluteUrl("/hi#website"),
      name: site.name,
      url: absoluteUrl("/hi"),
      inLanguage: "hi",
      description: shell.hi.description,
      publisher: { "@id": absoluteUrl("/#organization") },
    });
    expect((byType("WebSite") as { description: string }).description).toMatch(/[\u0905-\u0939]/);
  });

  it("gives the one organisation its Hindi slogan and description, and support in every language", () => {
    expect(byType("Organization")).toMatchObject({
      "@id": absoluteUrl("/#organization"),
      name: site.name,
      url: absoluteUrl("/"),
      slogan: shell.hi.tagline,
      description: shell.hi.description,
      contactPoint: {
        email: site.contact.supportEmail,
        availableLanguage: locales.map((locale) => localeSettings[locale].htmlLang),
      },
    });
  });
});

describe("faqPageJsonLd in Hindi", () => {
  const data = faqPageJsonLd(faq.hi.items, "hi");

  it("is in Hindi and asks the Hindi questions, in order", () => {
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage", inLanguage: "hi" });
    const questions = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(faq.hi.items.map((item) => item.question));
    expect(questions.map((question) => question.acceptedAnswer.text)).toEqual(faq.hi.items.map((item) => item.answer));
    for (const question of questions) expect(question.name).toMatch(/[\u0905-\u0939].*\?$/);
  });

  it("round-trips through the serialiser", () => {
    expect(JSON.parse(jsonForScript(data))).toEqual(data);
  });
});

describe("itemListJsonLd", () => {
  const data = itemListJsonLd(sampleDestinations, "/destinations", "Visa destinations");

  it("is an ItemList on the page's absolute URL with one ListItem per entry", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Visa destinations",
      url: absoluteUrl("/destinations"),
      numberOfItems: 2,
    });
  });

  it("numbers positions from 1 and describes each destination as a Country", () => {
    expect(data.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        item: {
          "@type": "Country",
          name: "Singapore",
          description: "Gardens by the Bay & hawker food.",
          image: "https://images.example/sg.jpg",
        },
      },
      { "@type": "ListItem", position: 2, item: { "@type": "Country", name: "Georgia" } },
    ]);
  });
});

describe("itemListJsonLd on the Hindi page", () => {
  const data = itemListJsonLd(destinations.hi, localizePath("/destinations", "hi"), destinationsPage.hi.listName);

  it("lists the Hindi destinations on the /hi URL with the Hindi list name", () => {
    expect(data).toMatchObject({
      "@type": "ItemList",
      name: destinationsPage.hi.listName,
      url: absoluteUrl("/hi/destinations"),
      numberOfItems: 12,
    });
    const items = data.itemListElement as { item: { name: string; description: string; image: string } }[];
    expect(items.map(({ item }) => item.name)).toEqual(destinations.hi.map((d) => d.name));
    expect(items.map(({ item }) => item.description)).toEqual(destinations.hi.map((d) => d.details));
    expect(items.map(({ item }) => item.image)).toEqual(destinations.en.map((d) => d.imageUrl));
  });
});

describe("jsonForScript", () => {
  it("escapes characters that could end the script element, and round-trips", () => {
    const data = faqPageJsonLd([{ question: "</script><b>", answer: "Fees & more\u2028" }], "en");
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it("is deterministic, so every build writes the same script, with the same hash in the policy", () => {
    expect(jsonForScript(siteJsonLd("en", shell.en))).toBe(jsonForScript(siteJsonLd("en", shell.en)));
    expect(jsonForScript(siteJsonLd("hi", shell.hi))).toBe(jsonForScript(siteJsonLd("hi", shell.hi)));
  });
});

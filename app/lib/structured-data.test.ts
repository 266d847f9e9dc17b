import { describe, expect, it } from "vitest";
import { absoluteUrl, site } from "~/config/site";
import { faqPageJsonLd, itemListJsonLd, serializeJsonLd, siteJsonLd } from "./structured-data";

const sampleFaqs = [
  { question: "How long does processing take?", answer: "From 24 hours up to 7-15 working days." },
  { question: "Can I apply on my phone?", answer: "Yes, the whole application works on mobile." },
];

const sampleDestinations = [
  { name: "Singapore", details: "Gardens by the Bay & hawker food.", imageUrl: "https://images.example/sg.jpg" },
  { name: "Georgia" },
];

describe("siteJsonLd", () => {
  const data = siteJsonLd();
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
      slogan: site.tagline,
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
    expect(faqPageJsonLd(sampleFaqs)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: sampleFaqs.map(({ question, answer }) => ({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      })),
    });
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

describe("serializeJsonLd", () => {
  it("escapes characters that could end the script element, and round-trips", () => {
    const data = faqPageJsonLd([{ question: "</script><b>", answer: "Fees & more\u2028" }]);
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it("is deterministic, so pre-rendered HTML and hydration agree", () => {
    expect(serializeJsonLd(siteJsonLd())).toBe(serializeJsonLd(siteJsonLd()));
  });
});

import { describe, expect, it, vi } from "vitest";
import { shell } from "~/content/shell";
import { support } from "~/content/support";
import { addedGuideSlugs, guideSlugs, letterOf } from "../../tests/pages";
import { type Locale, localizePath, localeShareSettings } from "./locales";
import { holdings } from "./holdings";
import { footerPages, guidePaths, legalPages, navPages, paths, sitePaths } from "./pages";
import { absoluteUrl, emailHref, placeholders, site, whatsappHref, whatsappShareHref } from "./site";

/** A Devanagari letter (vowel or consonant), not just a mark, digit or danda. */
const devanagariLetter = letterOf("Deva");

/** The links a list of pages makes in one language, as the header and footer render them. */
const linksOf = (names: readonly (keyof typeof shell.en.pageLabels)[], locale: Locale) =>
  names.map((name) => ({ label: shell[locale].pageLabels[name], to: localizePath(paths[name], locale) }));

describe("site configuration", () => {
  it("names the brand and carries the tagline", () => {
    expect(site.name).toBe("VisaUdaan");
    expect(shell.en.tagline).toBe("Where Dreams Take Flight");
    expect(site.copyrightYear).toBe(2025);
    expect(shell.en.credit).toBe("Made with love by Bharat, for Bharat.");
  });

  it("describes the site and sets its English Open Graph locale", () => {
    expect(shell.en.description).toBe(
      "Tourist, business and transit visas for Indian travellers to the UAE, Europe, Asia and North America. Applications open at launch.",
    );
    expect(localeShareSettings.en.ogLocale).toBe("en_IN");
  });

  it("carries the tagline, credit and description in Hindi too", () => {
    for (const field of ["tagline", "credit", "description", "homeTitle"] as const) {
      expect(shell.hi[field], field).toMatch(devanagariLetter);
      expect(shell.hi[field], field).not.toBe(shell.en[field]);
    }
    expect(shell.hi.footer.copyright).toContain(`© ${site.copyrightYear} ${site.name}`);
  });

  it("lists the navigation in the required order and the footer quick links", () => {
    expect(linksOf(navPages, "en")).toEqual([
      { label: "Home", to: "/" },
      { label: "Destinations", to: "/destinations" },
      { label: "Travel News", to: "/travel-news" },
      { label: "About Us", to: "/about-us" },
    ]);
    expect(linksOf(footerPages, "en")).toEqual([
      { label: "Home", to: "/" },
      { label: "About Us", to: "/about-us" },
      { label: "Destinations", to: "/destinations" },
      { label: "Travel News", to: "/travel-news" },
      { label: "FAQs", to: "/#faq" },
    ]);
  });

  it("lists the Hindi navigation and footer in the same order, under /hi, with Hindi labels", () => {
    expect(linksOf(navPages, "hi").map((link) => link.to)).toEqual([
      "/hi",
      "/hi/destinations",
      "/hi/travel-news",
      "/hi/about-us",
    ]);
    expect(linksOf(footerPages, "hi").map((link) => link.to)).toEqual([
      "/hi",
      "/hi/about-us",
      "/hi/destinations",
      "/hi/travel-news",
      "/hi#faq",
    ]);
    const labels = Object.entries(shell.hi.pageLabels);
    expect(labels.map(([name]) => name)).toEqual(Object.keys(shell.en.pageLabels));
    for (const [name, label] of labels) {
      expect(label, name).toMatch(devanagariLetter);
      expect(label, name).not.toBe(shell.en.pageLabels[name as keyof typeof shell.en.pageLabels]);
    }
    expect(new Set(labels.map(([, label]) => label)).size).toBe(labels.length);
    expect(linksOf(navPages, "hi")[0]).toEqual({ label: shell.hi.pageLabels.home, to: "/hi" });
  });

  it("lists every page, the privacy notice, the guides and the held visas' pages (the sitemap's pages)", () => {
    // The slugs of the guides' addresses, exactly as published (docs/decisions/0013, 0026).
    const guides = [...guideSlugs, ...addedGuideSlugs].map((slug) => `/destinations/${slug}`);
    expect(guidePaths).toEqual(guides);
    expect(sitePaths).toEqual([
      "/",
      "/destinations",
      "/travel-news",
      "/about-us",
      "/privacy",
      "/visa-you-hold",
      ...guides,
      ...holdings.map((holding) => `/visa-you-hold/${holding}`),
    ]);
    // The holdings' addresses travellers are sent to, as the issue named them.
    expect(holdings).toEqual(
      expect.arrayContaining([
        "us-visa",
        "us-green-card",
        "uk-visa",
        "uk-residence-permit",
        "schengen-visa",
        "eu-residence-permit",
        "canada-visa-or-residence",
        "australia-visa",
        "japan-visa",
      ]),
    );
  });

  it("links the privacy notice from the footer's bottom bar, not the navigation", () => {
    expect(linksOf(legalPages, "en")).toEqual([{ label: "Privacy Notice", to: "/privacy" }]);
    expect(linksOf(legalPages, "hi")).toEqual([{ label: shell.hi.pageLabels.privacy, to: "/hi/privacy" }]);
    expect(navPages.map((name) => paths[name])).not.toContain("/privacy");
    expect(footerPages.map((name) => paths[name])).not.toContain("/privacy");
  });

  it("falls back to the placeholders when no environment override is set", () => {
    expect(site.contact.whatsappNumber).toBe(placeholders.whatsappNumber);
    expect(site.contact.supportEmail).toBe(placeholders.supportEmail);
    expect(site.url).toBe(placeholders.siteUrl);
  });

  it("builds a WhatsApp click-to-chat link with an encoded message", () => {
    expect(whatsappHref("Visa for Côte d'Ivoire & more?")).toBe(
      `https://wa.me/${site.contact.whatsappNumber}?text=Visa%20for%20C%C3%B4te%20d'Ivoire%20%26%20more%3F`,
    );
    expect(support.en.whatsappMessage).toBe("Hello VisaUdaan, I would like help with a visa application.");
    expect(whatsappHref(support.en.whatsappMessage)).toContain("?text=Hello%20VisaUdaan");
  });

  it("leaves the chat to the visitor when sent to no one", () => {
    expect(whatsappShareHref("List:\n• Passport")).toBe("https://wa.me/?text=List%3A%0A%E2%80%A2%20Passport");
  });

  it("encodes a Hindi message so that it decodes back unchanged", () => {
    const href = whatsappHref(support.hi.whatsappMessage);
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=[\x21-\x7e]+$/);
    expect(new URL(href).searchParams.get("text")).toBe(support.hi.whatsappMessage);
  });

  it("builds a mailto link with a subject", () => {
    expect(emailHref("Help me")).toBe(`mailto:${site.contact.supportEmail}?subject=Help%20me`);
    expect(support.en.emailSubject).toBe("Visa support request");
    expect(emailHref(support.en.emailSubject)).toBe(
      `mailto:${site.contact.supportEmail}?subject=Visa%20support%20request`,
    );
    expect(decodeURIComponent(emailHref(support.hi.emailSubject).split("?subject=")[1]!)).toBe(support.hi.emailSubject);
  });

  it("makes absolute URLs on the canonical host", () => {
    expect(absoluteUrl("/destinations")).toBe(`${site.url}/destinations`);
    expect(absoluteUrl("about-us")).toBe(`${site.url}/about-us`);
    expect(absoluteUrl(localizePath("/", "hi"))).toBe(`${site.url}/hi`);
  });

  it("takes contact targets and the site URL from the build environment", async () => {
    vi.stubEnv("VITE_WHATSAPP_NUMBER", "+91 98765 43210");
    vi.stubEnv("VITE_SUPPORT_EMAIL", "help@example.in");
    vi.stubEnv("VITE_SITE_URL", "https://visas.example.in/");
    vi.resetModules();
    const configured = await import("./site");
    vi.unstubAllEnvs();
    expect(configured.site.contact.whatsappNumber).toBe("919876543210");
    expect(configured.emailHref("Hi")).toBe("mailto:help@example.in?subject=Hi");
    expect(configured.absoluteUrl("/")).toBe("https://visas.example.in/");
  });
});

import { describe, expect, it, vi } from "vitest";
import { pages, prerenderedPaths } from "./pages";
import { absoluteUrl, emailHref, placeholders, site, whatsappHref } from "./site";

describe("site configuration", () => {
  it("names the brand and carries the tagline", () => {
    expect(site.name).toBe("VisaUdaan");
    expect(site.tagline).toBe("Where Dreams Take Flight");
    expect(site.copyrightYear).toBe(2025);
    expect(site.credit).toBe("Made with love by Bharat, for Bharat.");
  });

  it("lists the navigation in the required order and the footer quick links", () => {
    expect(site.nav).toEqual([
      { label: "Home", to: "/" },
      { label: "Destinations", to: "/destinations" },
      { label: "Travel News", to: "/travel-news" },
      { label: "About Us", to: "/about-us" },
    ]);
    expect(site.footerLinks.map((link) => link.to)).toEqual([
      "/",
      "/about-us",
      "/destinations",
      "/travel-news",
      "/#faq",
    ]);
  });

  it("pre-renders every page, the privacy notice and the not-found page", () => {
    expect(prerenderedPaths).toEqual([...pages.map((page) => page.path), "/privacy", "/404"]);
  });

  it("links the privacy notice from the footer's bottom bar, not the navigation", () => {
    expect(site.legalLinks).toEqual([{ label: "Privacy Notice", to: "/privacy" }]);
    expect(site.nav.map((item) => item.to)).not.toContain("/privacy");
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
    expect(whatsappHref()).toContain("?text=Hello%20VisaUdaan");
  });

  it("builds a mailto link with a subject", () => {
    expect(emailHref("Help me")).toBe(`mailto:${site.contact.supportEmail}?subject=Help%20me`);
  });

  it("makes absolute URLs on the canonical host", () => {
    expect(absoluteUrl("/destinations")).toBe(`${site.url}/destinations`);
    expect(absoluteUrl("about-us")).toBe(`${site.url}/about-us`);
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

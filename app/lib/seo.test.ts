import { describe, expect, it } from "vitest";
import { absoluteUrl, site } from "~/config/site";
import { pageMeta, pageTitle, shareImage } from "./seo";

type Descriptor = Record<string, string>;

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Destinations",
    description: "Twelve places.",
    path: "/destinations",
  }) as Descriptor[];
  const byProperty = (key: "name" | "property", value: string) => meta.find((tag) => tag[key] === value)?.content;

  it("sets the branded title, description and absolute canonical URL", () => {
    expect(meta).toContainEqual({ title: "Destinations | VisaUdaan" });
    expect(byProperty("name", "description")).toBe("Twelve places.");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/destinations") });
  });

  it("adds Open Graph tags that repeat the title, description and URL with the share image", () => {
    expect(byProperty("property", "og:type")).toBe("website");
    expect(byProperty("property", "og:site_name")).toBe(site.name);
    expect(byProperty("property", "og:title")).toBe("Destinations | VisaUdaan");
    expect(byProperty("property", "og:description")).toBe("Twelve places.");
    expect(byProperty("property", "og:url")).toBe(absoluteUrl("/destinations"));
    expect(byProperty("property", "og:image")).toBe(absoluteUrl("/og-image.png"));
    expect(byProperty("property", "og:image:width")).toBe(String(shareImage.width));
    expect(byProperty("property", "og:image:height")).toBe(String(shareImage.height));
  });

  it("adds a large-image Twitter card", () => {
    expect(byProperty("name", "twitter:card")).toBe("summary_large_image");
    expect(byProperty("name", "twitter:title")).toBe("Destinations | VisaUdaan");
    expect(byProperty("name", "twitter:image")).toBe(absoluteUrl("/og-image.png"));
  });

  it("gives the home page the brand title", () => {
    expect(pageTitle()).toBe("VisaUdaan: Online Visa Applications for Indian Travellers");
    expect(pageMeta({ description: "Home.", path: "/" })).toContainEqual({ title: pageTitle() });
  });
});

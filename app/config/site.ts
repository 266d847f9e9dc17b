import { footerLinks, legalPages, pages } from "./pages.ts";

/**
 * Placeholders until the business confirms its contact targets. Override them at
 * build time with VITE_WHATSAPP_NUMBER, VITE_SUPPORT_EMAIL and VITE_SITE_URL;
 * a production build that still uses one prints a warning (see vite.config.ts).
 */
export const placeholders = {
  whatsappNumber: "910000000000",
  supportEmail: "support@visaudaan.example",
  siteUrl: "https://www.visaudaan.com",
} as const;

const env: Partial<Record<string, string>> = import.meta.env ?? {};

function fromEnv(name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** The canonical origin, without a trailing slash; the build's SEO files pass theirs in. */
export function siteOrigin(configured: string | undefined): string {
  return (configured?.trim() || placeholders.siteUrl).replace(/\/+$/, "");
}

interface NavItem {
  label: string;
  to: string;
}

export const site = {
  name: "VisaUdaan",
  tagline: "Where Dreams Take Flight",
  description:
    "Tourist, business and transit visas for Indian travellers heading to the GCC, Europe and Asia. Applications open at launch: apply online in under five minutes.",
  url: siteOrigin(env.VITE_SITE_URL),
  locale: "en_IN",
  copyrightYear: 2025,
  credit: "Made with love by Bharat, for Bharat.",
  contact: {
    /** Digits only, with country code, as WhatsApp's click-to-chat expects. */
    whatsappNumber: fromEnv("VITE_WHATSAPP_NUMBER", placeholders.whatsappNumber).replace(/\D/g, ""),
    supportEmail: fromEnv("VITE_SUPPORT_EMAIL", placeholders.supportEmail),
    defaultWhatsappMessage: "Hello VisaUdaan, I would like help with a visa application.",
    defaultEmailSubject: "Visa support request",
  },
  nav: pages.map(({ label, path }) => ({ label, to: path })) satisfies NavItem[],
  footerLinks: footerLinks.map(({ label, path }) => ({ label, to: path })) satisfies NavItem[],
  legalLinks: legalPages.map(({ label, path }) => ({ label, to: path })) satisfies NavItem[],
} as const;

/** WhatsApp click-to-chat link with a prefilled message. */
export function whatsappHref(message: string = site.contact.defaultWhatsappMessage): string {
  return `https://wa.me/${site.contact.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

/** `mailto:` link to support with a subject line. */
export function emailHref(subject: string = site.contact.defaultEmailSubject): string {
  return `mailto:${site.contact.supportEmail}?subject=${encodeURIComponent(subject)}`;
}

/** Absolute URL on the canonical host, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string, origin: string = site.url): string {
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

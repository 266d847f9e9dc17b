/**
 * Placeholders until the business confirms its contact targets. Override them at
 * build time with VITE_WHATSAPP_NUMBER, VITE_SUPPORT_EMAIL and VITE_SITE_URL;
 * a production build that still uses one prints a warning (see astro.config.ts).
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

/** Facts about the business that read the same in every language; its words are content (`shell`). */
export const site = {
  name: "VisaUdaan",
  url: siteOrigin(env.VITE_SITE_URL),
  copyrightYear: 2025,
  contact: {
    /** Digits only, with country code, as WhatsApp's click-to-chat expects. */
    whatsappNumber: fromEnv("VITE_WHATSAPP_NUMBER", placeholders.whatsappNumber).replace(/\D/g, ""),
    supportEmail: fromEnv("VITE_SUPPORT_EMAIL", placeholders.supportEmail),
  },
} as const;

/** WhatsApp click-to-chat link with a prefilled message. */
export function whatsappHref(message: string): string {
  return `https://wa.me/${site.contact.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

/**
 * WhatsApp link with a prefilled message for a chat the visitor picks (a guide's checklist, for
 * themselves or their family). Built at build time only, so it adds nothing to the scripts.
 */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** `mailto:` link to support with a subject line. */
export function emailHref(subject: string): string {
  return `mailto:${site.contact.supportEmail}?subject=${encodeURIComponent(subject)}`;
}

/** Absolute URL on the canonical host, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string, origin: string = site.url): string {
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The site's name and a page's address: a printout says where it came from. */
export function printedFrom(path: string): string {
  return `${site.name} · ${absoluteUrl(path)}`;
}

import type { Localized } from "~/config/locales";

/**
 * The one sentence pair that says where the service stands today (docs/requirements.md,
 * Honest about today). Every page, the mobile menu and every launch toast show it word
 * for word; the e2e suite checks that each copy is identical.
 */
export const launchMessage: Localized<string> = {
  en: "Applications open at launch. Until then, our team answers your questions on WhatsApp and by e-mail.",
  hi: "आवेदन लॉन्च के साथ शुरू होंगे। तब तक हमारी टीम WhatsApp और ई-मेल पर आपके सवालों के जवाब देती है।",
};

import type { Locale } from "~/config/locales";
import type { benefits } from "~/content/benefits";
import type { faq } from "~/content/faq";
import type { hero } from "~/content/hero";
import type { services } from "~/content/services";
import type { applicationSteps } from "~/content/steps";
import type { visaYouHold } from "~/content/visa-you-hold";
import type { support } from "~/content/support";
import { BenefitsSection } from "./benefits-section";
import { FaqSection } from "./faq-section";
import { HomeHero } from "./home-hero";
import { ServicesSection } from "./services-section";
import { StepsSection } from "./steps-section";

/** Home's words in the page's language, from its page file. */
export interface HomeContent {
  hero: (typeof hero)[Locale];
  services: (typeof services)[Locale];
  benefits: (typeof benefits)[Locale];
  steps: (typeof applicationSteps)[Locale];
  faq: (typeof faq)[Locale];
  supportNote: (typeof support)[Locale]["note"];
  /** The way to what a visa you hold opens, under the services (decision 0026). */
  holdingsPromo: (typeof visaYouHold)[Locale]["promo"];
}

export function HomePage({ hero, services, benefits, steps, faq, supportNote, holdingsPromo }: HomeContent) {
  return (
    <>
      <HomeHero text={hero} />
      <ServicesSection text={services} promo={holdingsPromo} />
      <BenefitsSection text={benefits} />
      <StepsSection text={steps} />
      <FaqSection text={faq} note={supportNote} />
    </>
  );
}

import { BenefitsSection } from "./benefits-section";
import { FaqSection } from "./faq-section";
import { HomeHero } from "./home-hero";
import { ServicesSection } from "./services-section";
import { StepsSection } from "./steps-section";

export function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <BenefitsSection />
      <StepsSection />
      <FaqSection />
    </>
  );
}

import { BenefitsSection } from "~/components/home/benefits-section";
import { FaqSection } from "~/components/home/faq-section";
import { HomeHero } from "~/components/home/home-hero";
import { ServicesSection } from "~/components/home/services-section";
import { StepsSection } from "~/components/home/steps-section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    description: site.description,
    path: "/",
  });

export default function Home() {
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

import { Briefcase, Palmtree, PlaneTakeoff, type LucideIcon } from "lucide-react";
import type { SectionIntro } from "./section";

interface VisaService {
  id: string;
  title: string;
  description: string;
  /** Typical reasons to travel on this visa, shown as short tags. */
  suitedFor: string[];
  icon: LucideIcon;
}

export const servicesLinks = {
  suitedForLabel: (title: string) => `${title} is suited for`,
};

/** The three visa categories the site advertises (docs/requirements.md). */
export const visaServices: VisaService[] = [
  {
    id: "tourist",
    title: "Tourist Visa",
    description:
      "For holidays, sightseeing and visiting family or friends abroad. At launch, you apply online in minutes and travel with your papers in order.",
    suitedFor: ["Holidays", "Family visits", "Sightseeing"],
    icon: Palmtree,
  },
  {
    id: "business",
    title: "Business Visa",
    description:
      "For meetings, conferences and trade fairs. At launch, you upload your invitation letter and company details online. Some embassies still ask for fingerprints or an interview; we help you book and prepare.",
    suitedFor: ["Meetings", "Conferences", "Trade fairs"],
    icon: Briefcase,
  },
  {
    id: "transit",
    title: "Transit Visa",
    description:
      "For layovers in countries that ask travellers to hold a visa to change flights or leave the airport on the way to their destination.",
    suitedFor: ["Layovers", "Connecting flights"],
    icon: PlaneTakeoff,
  },
];

export const servicesIntro: SectionIntro = {
  eyebrow: "Our services",
  title: "Visas for every kind of trip",
  intro:
    "Whether you are going abroad for a holiday, for work or only passing through, from launch you can apply for the right visa in one place.",
};

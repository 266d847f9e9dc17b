import { Compass, Telescope, type LucideIcon } from "lucide-react";
import { site } from "~/config/site";

interface PurposeCard {
  id: string;
  title: string;
  statement: string;
  description: string;
  icon: LucideIcon;
}

interface Highlight {
  title: string;
  description: string;
}

export const about = {
  meta: {
    title: "About Us",
    description: `${site.name} is simplifying global travel for Indian explorers with a fully online visa application and assistance service. Read our story, mission and vision.`,
  },
  title: `About ${site.name}`,
  badge: "Launching New Features Soon!",
  intro:
    "We are building the simplest way for Indian travellers to get a visa: fully online, fast and precise, from the first question to the day your visa is issued.",
  story: {
    eyebrow: "Our story",
    title: "Visas should be the easy part of travel",
    paragraphs: [
      "For too many Indian travellers, getting a visa has meant photocopies, agency visits, appointment queues and days of waiting without news. The trip of a lifetime can start with weeks of stress.",
      `${site.name} exists to change that. Udaan is Hindi for flight, and our name is our promise: a fully online visa application and assistance service that takes you from dream to departure with speed and precision.`,
      "We start with the destinations Indian travellers love most, across the GCC, Europe and Asia, and we are adding new features as we prepare for launch.",
    ],
  },
  highlights: {
    title: `${site.name} at a glance`,
    items: [
      { title: "Under five minutes", description: "to complete an application with our AI-assisted form" },
      { title: "Zero paperwork", description: "and no appointments: everything happens online" },
      { title: "Fees upfront", description: "so you know the full cost before you pay" },
      { title: "24/7 support", description: "from a real person on WhatsApp and email" },
    ] satisfies Highlight[],
  },
  purposeTitle: "What drives us",
  purpose: [
    {
      id: "mission",
      title: "Our Mission",
      statement: "To simplify global travel for Indian explorers.",
      description:
        "We take the confusion, paperwork and waiting out of visas, so that planning a trip abroad feels as exciting as taking it.",
      icon: Compass,
    },
    {
      id: "vision",
      title: "Our Vision",
      statement: "A one-stop hub for global exploration that goes beyond visas.",
      description:
        "Visas are where we begin. We are building towards one trusted place where Indian travellers can plan and prepare for every journey abroad.",
      icon: Telescope,
    },
  ] satisfies PurposeCard[],
  support: {
    title: "Planning a trip? Talk to us",
    description: "Ask our team anything about your visa, day or night, on WhatsApp or by email.",
  },
};

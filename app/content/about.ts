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
    description: `${site.name} is building an online visa application and assistance service for Indian travellers, opening at launch. Read our story, mission and vision.`,
  },
  title: `About ${site.name}`,
  badge: "Launching New Features Soon!",
  intro:
    "We are building the simplest way for Indian travellers to get a visa: online, fast and precise, from the first question to the day your visa is issued.",
  story: {
    eyebrow: "Our story",
    title: "Visas should be the easy part of travel",
    paragraphs: [
      "For too many Indian travellers, getting a visa has meant photocopies, agency visits, appointment queues and days of waiting without news. The trip of a lifetime can start with weeks of stress.",
      `${site.name} exists to change that. Udaan is Hindi for flight, and our name is our promise: an online visa application and assistance service, built to take you from dream to departure with speed and precision.`,
      "We start with the destinations Indian travellers love most, across the GCC, Europe and Asia, and we are adding new features as we prepare for launch.",
    ],
  },
  highlights: {
    title: `${site.name} at a glance`,
    items: [
      { title: "Under five minutes", description: "to fill in our AI-assisted form, from launch" },
      {
        title: "Less paperwork",
        description: "documents uploaded from your phone; where an embassy needs you in person, we help you prepare",
      },
      { title: "Fees upfront", description: "from launch: the full cost before you pay" },
      { title: "A real person", description: "on WhatsApp and by e-mail today; 24/7 from launch" },
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
    description: "Ask our team about your visa on WhatsApp or by e-mail.",
  },
};

import { BadgeCheck, Lightbulb, Newspaper, type LucideIcon } from "lucide-react";

interface NewsTopic {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const travelNews = {
  meta: {
    title: "Travel News & Updates",
    description:
      "Visa rule changes, travel tips and service updates for Indian travellers, coming soon. See destinations or ask our team on WhatsApp or by e-mail.",
  },
  title: "Travel News & Updates",
  intro: "Visa rule changes, entry requirements and travel tips for Indian passport holders, in one place.",
  comingSoon: {
    title: "Coming Soon!",
    description: "News, tips and updates for Indian travellers will be live here shortly.",
  },
  topicsLabel: "What you will find here",
  topics: [
    {
      title: "Visa news",
      description: "Changes to visa rules and entry requirements that affect Indian travellers.",
      icon: Newspaper,
    },
    {
      title: "Travel tips",
      description: "Practical advice on documents, timing and preparing for your trip.",
      icon: Lightbulb,
    },
    {
      title: "Service updates",
      description: "New destinations and features as they go live.",
      icon: BadgeCheck,
    },
  ] satisfies NewsTopic[],
  meanwhile: {
    title: "In the meantime",
    description: "Check processing times for popular destinations, or ask our team about your trip.",
  },
};

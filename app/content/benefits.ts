import { BellRing, FileX2, ReceiptIndianRupee, ShieldCheck, Smartphone, Zap, type LucideIcon } from "lucide-react";
import type { SectionIntro } from "./section";

interface Benefit {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** Why choose us: the six benefits docs/requirements.md lists, each a claim about the service at launch. */
export const benefits: Benefit[] = [
  {
    id: "speed",
    title: "Quick Application",
    description:
      "At launch, our AI-assisted form asks only what your visa needs, so most people finish it in under five minutes. The embassy's own processing time comes after that.",
    icon: Zap,
  },
  {
    id: "mobile",
    title: "Made for Your Phone",
    description:
      "At launch, you can apply, upload documents, pay and follow your application from your phone's browser.",
    icon: Smartphone,
  },
  {
    id: "paperwork",
    title: "Less Paperwork",
    description:
      "At launch, you upload your documents from your phone instead of making photocopies. Where an embassy wants papers, fingerprints or an interview at its visa centre, we tell you exactly what to bring.",
    icon: FileX2,
  },
  {
    id: "security",
    title: "Strong Data Protection",
    description:
      "At launch, your passport details and documents travel encrypted from your phone to us and stay encrypted while we store them. Only the team working on your visa can open them, and we share them only with the embassy or its visa centre.",
    icon: ShieldCheck,
  },
  {
    id: "pricing",
    title: "Clear Pricing",
    description:
      "At launch, you see every fee upfront, the embassy's and ours, before you pay, so you know the full cost of your visa.",
    icon: ReceiptIndianRupee,
  },
  {
    id: "status",
    title: "Status Updates",
    description:
      "At launch, you can follow each step of your application online, and we message you as soon as its status changes.",
    icon: BellRing,
  },
];

export const benefitsIntro: SectionIntro = {
  eyebrow: "Why choose us",
  title: "A visa process built around you",
  intro: "At launch, applying with us is designed to save you time and worry.",
};

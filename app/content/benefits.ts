import { BellRing, FileX2, ReceiptIndianRupee, ShieldCheck, Smartphone, Zap, type LucideIcon } from "lucide-react";
import type { SectionIntro } from "./section";

interface Benefit {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** Why choose us: the six benefits docs/requirements.md lists, each backed by one of its claims. */
export const benefits: Benefit[] = [
  {
    id: "speed",
    title: "Hyper-Speed Application",
    description:
      "Our AI-assisted form asks only what your visa needs and guides you through it, so an application takes under five minutes.",
    icon: Zap,
  },
  {
    id: "mobile",
    title: "Seamless Mobile Experience",
    description: "Apply, upload documents, pay and track from your phone. Every step is built for small screens first.",
    icon: Smartphone,
  },
  {
    id: "paperwork",
    title: "Zero Paperwork",
    description: "No printouts, photocopies or appointments. Your documents are uploaded online and that is all.",
    icon: FileX2,
  },
  {
    id: "security",
    title: "Fortress-Level Security",
    description:
      "Your passport details and documents are protected with end-to-end encryption, from upload to submission.",
    icon: ShieldCheck,
  },
  {
    id: "pricing",
    title: "Clear Pricing",
    description:
      "Every fee is shown upfront, before you pay, so you know the full cost of your visa before you commit.",
    icon: ReceiptIndianRupee,
  },
  {
    id: "status",
    title: "Instant Status Updates",
    description: "Follow your application in real time, from submission to the moment your visa is issued.",
    icon: BellRing,
  },
];

export const benefitsIntro: SectionIntro = {
  eyebrow: "Why choose us",
  title: "A visa process built around you",
  intro: "Everything about applying is designed to save you time, trips and worry.",
};

import { Globe2, Lock, Smartphone, type LucideIcon } from "lucide-react";
import { site } from "~/config/site";

export interface TrustBadge {
  label: string;
  icon: LucideIcon;
}

export const hero = {
  eyebrow: "Tourist · Business · Transit visas",
  purpose: "Your visa, applied for online in under five minutes.",
  intro: `${site.name} makes the international visa process simple for Indian travellers: one online form, no paperwork, no appointments, and real-time updates until your visa is issued.`,
  regions: ["GCC", "Europe", "Asia"],
  trustBadges: [
    { label: "End-to-End Encryption", icon: Lock },
    { label: "Fully Online", icon: Globe2 },
    { label: "Mobile Perfected", icon: Smartphone },
  ] satisfies TrustBadge[],
};

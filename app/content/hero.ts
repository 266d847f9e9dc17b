import { Globe2, Lock, Smartphone, type LucideIcon } from "lucide-react";
import { site } from "~/config/site";

interface TrustBadge {
  label: string;
  icon: LucideIcon;
}

export const hero = {
  eyebrow: "Tourist · Business · Transit visas",
  purpose: "Your visa, applied for online in under five minutes.",
  intro: `${site.name} makes the international visa process simple for Indian travellers: one online form, no paperwork, no appointments, and real-time updates until your visa is issued.`,
  startApplication: "Start Visa Application",
  discoverDestinations: "Discover Destinations",
  trustBadgesLabel: "Why it is safe and simple",
  trustBadges: [
    { label: "End-to-End Encryption", icon: Lock },
    { label: "Fully Online", icon: Globe2 },
    { label: "Mobile Perfected", icon: Smartphone },
  ] satisfies TrustBadge[],
  /** The boarding-pass illustration: decorative, hidden from assistive tech. */
  ticket: {
    kind: "e-Visa",
    from: { label: "From", code: "DEL", city: "New Delhi" },
    to: { label: "To", code: "DXB", city: "Dubai" },
    details: [
      { term: "Visa type", value: "Tourist Visa" },
      { term: "Applied", value: "Online" },
    ],
    status: "Visa issued",
    note: { title: "Under 5 minutes", detail: "to apply, fully online" },
  },
};

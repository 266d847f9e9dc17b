import { Globe2, Lock, Smartphone, type LucideIcon } from "lucide-react";
import { site } from "~/config/site";

interface TrustBadge {
  label: string;
  icon: LucideIcon;
}

export const hero = {
  eyebrow: "Tourist · Business · Transit visas",
  purpose: "From launch, apply for your visa online in under five minutes.",
  intro: `At launch, ${site.name} will make visas simple for Indian travellers: one online form, documents uploaded from your phone and status updates until your visa is issued. If an embassy needs your fingerprints or an interview, we will help you book it.`,
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
    note: { title: "Under five minutes", detail: "to apply, from launch" },
  },
};

import { Mail, MessageCircle, type LucideIcon } from "lucide-react";
import { emailHref, site, whatsappHref } from "~/config/site";

interface SupportChannel {
  id: "whatsapp" | "email";
  label: string;
  href: string;
  icon: LucideIcon;
}

/** The two ways to reach a person, offered wherever a page ends with "need help?". */
export const supportChannels: SupportChannel[] = [
  { id: "whatsapp", label: "Chat on WhatsApp", href: whatsappHref(), icon: MessageCircle },
  { id: "email", label: "Email support", href: emailHref(), icon: Mail },
];

export const supportNote = {
  title: "Still have questions?",
  description: `The ${site.name} support team is available 24/7 on WhatsApp and email.`,
};

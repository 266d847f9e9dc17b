import { Mail, MessageCircle, type LucideIcon } from "lucide-react";
import { emailHref, site, whatsappHref } from "~/config/site";

/** The one label of every link that opens WhatsApp; an alt text or description names the topic. */
export const chatOnWhatsapp = "Chat on WhatsApp";

interface SupportChannel {
  id: "whatsapp" | "email";
  label: string;
  href: string;
  icon: LucideIcon;
}

/** The two ways to reach a person, offered wherever a page ends with "need help?". */
export const supportChannels: SupportChannel[] = [
  { id: "whatsapp", label: chatOnWhatsapp, href: whatsappHref(), icon: MessageCircle },
  { id: "email", label: "Send an E-mail", href: emailHref(), icon: Mail },
];

/** Under the FAQ: the launch message, then this line about support from launch. */
export const supportNote = {
  title: "Still have questions?",
  fromLaunch: `From launch, the ${site.name} support team is available 24/7.`,
};

import { Mail, MessageCircle } from "lucide-react";
import type { SupportChannel } from "~/content/support";
import { externalLinkProps } from "~/lib/logic/links";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import { joinClasses } from "~/lib/logic/utils";
import { buttonStyle } from "./ui/button";

/** Each support channel's icon, wherever it is offered. */
export const supportChannelIcons = { whatsapp: MessageCircle, email: Mail } satisfies Record<
  SupportChannel["id"],
  unknown
>;

/** WhatsApp and email support as a pair of buttons, WhatsApp first. */
interface SupportLinksProps {
  /** Style of the WhatsApp button; "outline" when another button on the page leads. */
  leadVariant?: "primary" | "outline";
  /** Links prefilled for the page's topic (a destination's guide); else the shell's. */
  channels?: readonly SupportChannel[];
  className?: string;
}

export function SupportLinks({ leadVariant = "primary", channels, className }: SupportLinksProps) {
  const { supportChannels } = useShellContent();
  return (
    <div className={joinClasses("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      {(channels ?? supportChannels).map(({ id, label, href }) => {
        const Icon = supportChannelIcons[id];
        return (
          <a
            key={id}
            href={href}
            {...externalLinkProps(href)}
            {...buttonStyle({ size: "lg", variant: id === "whatsapp" ? leadVariant : "outline" })}
          >
            <Icon aria-hidden="true" />
            {label}
          </a>
        );
      })}
    </div>
  );
}

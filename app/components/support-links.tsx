import { supportChannels } from "~/content/support";
import { externalLinkProps } from "~/lib/links";
import { cn } from "~/lib/utils";
import { Button } from "./ui/button";
import { useLocale } from "~/lib/use-locale";

/** WhatsApp and email support as a pair of buttons, WhatsApp first. */
interface SupportLinksProps {
  /** Style of the WhatsApp button; "outline" when another button on the page leads. */
  leadVariant?: "primary" | "outline";
  className?: string;
}

export function SupportLinks({ leadVariant = "primary", className }: SupportLinksProps) {
  const locale = useLocale();
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      {supportChannels[locale].map(({ id, label, href, icon: Icon }) => (
        <Button key={id} asChild size="lg" variant={id === "whatsapp" ? leadVariant : "outline"}>
          <a href={href} {...externalLinkProps(href)}>
            <Icon aria-hidden="true" />
            {label}
          </a>
        </Button>
      ))}
    </div>
  );
}

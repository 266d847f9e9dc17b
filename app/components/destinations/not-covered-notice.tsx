import { MessageCircle } from "lucide-react";
import { useId } from "react";
import { buttonStyle } from "~/components/ui/button";
import type { UncoveredPlace } from "~/content/not-covered";
import { externalLinkProps } from "~/lib/logic/links";
import { askAboutPlaceHref, askAboutTripHref, type PlaceChatText } from "~/lib/logic/place-chat";
import { fillTemplate } from "~/lib/logic/template";
import { joinClasses } from "~/lib/logic/utils";
import type { DestinationsContent } from "./destinations-page";

interface NotCoveredNoticeProps {
  place: UncoveredPlace;
  text: Pick<DestinationsContent["text"], "notCovered" | "visaFree">;
  placeChat: PlaceChatText;
  className?: string;
}

/**
 * Names the uncovered place the search asked for, or says Indian citizens need no visa for
 * it, and offers a chat that asks about it.
 */
export function NotCoveredNotice({ place, text, placeChat, className }: NotCoveredNoticeProps) {
  const lineId = useId();
  const notice = place.visaFreeForIndians ? text.visaFree : text.notCovered;
  const href = (place.visaFreeForIndians ? askAboutTripHref : askAboutPlaceHref)(place.name, placeChat);
  return (
    <div className={joinClasses("rounded-2xl bg-brand-50 px-5 py-4 text-center ring-1 ring-brand-200", className)}>
      <p id={lineId} className="font-semibold text-balance text-ink-950">
        {fillTemplate(notice.line, { place: place.name })}
      </p>
      <p className="mt-1 text-balance text-ink-700">{notice.hint}</p>
      <a
        href={href}
        {...externalLinkProps(href)}
        aria-describedby={lineId}
        {...buttonStyle({ size: "sm", className: "mt-3" })}
      >
        <MessageCircle aria-hidden="true" />
        {placeChat.actionLabel}
      </a>
    </div>
  );
}

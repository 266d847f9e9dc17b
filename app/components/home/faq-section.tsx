import { ChevronDown } from "lucide-react";
import { JsonLd } from "~/components/json-ld";
import { SectionHeading } from "~/components/section-heading";
import { LaunchMessage } from "~/components/launch-message";
import { SupportLinks } from "~/components/support-links";
import { IconTile } from "~/components/ui/icon-tile";
import { Section } from "~/components/ui/section";
import { faqPageJsonLd } from "~/lib/structured-data";
import { useLocale } from "~/lib/use-locale";
import type { HomeContent } from "./home-page";

/**
 * Native `<details name>`: the browser keeps one item open at a time, the open one
 * closes on a second click, Enter and Space work, and answers are readable without JavaScript.
 */
export function FaqSection({
  text: { intro, items },
  note,
}: {
  text: HomeContent["faq"];
  note: HomeContent["supportNote"];
}) {
  const locale = useLocale();
  return (
    <Section
      id="faq"
      aria-labelledby="faq-heading"
      tone="muted"
      deferred
      // The landing target of /#faq; focus may be sent here after navigation, but it is not a control.
      className="border-t outline-none"
      containerClassName="max-w-3xl!"
    >
      {/* FAQPage structured data from the same items the page renders. */}
      <JsonLd data={faqPageJsonLd(items, locale)} />
      <SectionHeading id="faq-heading" {...intro} />
      <div className="mt-10 space-y-3">
        {items.map((item) => (
          <details
            key={item.id}
            id={`faq-${item.id}`}
            name="faq"
            className="group rounded-2xl border border-ink-200 bg-white shadow-sm open:border-brand-200 open:shadow-md"
          >
            <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-pretty text-ink-950 hover:text-brand-800 sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
              {item.question}
              <IconTile
                tone="muted"
                size="xs"
                shape="round"
                className="transition-transform duration-200 group-open:rotate-180 group-open:bg-brand-50 group-open:text-brand-700"
              >
                <ChevronDown aria-hidden="true" className="size-5" />
              </IconTile>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-ink-600 sm:px-6 sm:pb-6">{item.answer}</p>
          </details>
        ))}
      </div>
      <div className="mt-10 rounded-2xl bg-white p-6 text-center ring-1 ring-ink-200 sm:p-8">
        <h3 className="text-lg font-bold text-ink-950">{note.title}</h3>
        <LaunchMessage className="mt-2 text-ink-800" />
        <p className="mt-1 text-ink-600">{note.fromLaunch}</p>
        <SupportLinks className="mt-6 justify-center" />
      </div>
    </Section>
  );
}

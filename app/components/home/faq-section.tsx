import { JsonLd } from "~/components/json-ld";
import { SectionHeading } from "~/components/section-heading";
import { LaunchMessage } from "~/components/launch-message";
import { SupportLinks } from "~/components/support-links";
import { Disclosure } from "~/components/ui/disclosure";
import { Section } from "~/components/ui/section";
import { faqPageJsonLd } from "~/lib/logic/structured-data";
import { useLocale } from "~/lib/hooks/use-locale";
import type { HomeContent } from "./home-page";

/** Native `<details name>` (Disclosure): one item open at a time, answers readable without JavaScript. */
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
      className="border-t"
      containerClassName="max-w-3xl!"
    >
      {/* FAQPage structured data from the same items the page renders. */}
      <JsonLd data={faqPageJsonLd(items, locale)} />
      <SectionHeading id="faq-heading" {...intro} />
      <div className="mt-10 space-y-3">
        {items.map((item) => (
          <Disclosure key={item.id} id={`faq-${item.id}`} name="faq" summary={item.question}>
            <p>{item.answer}</p>
          </Disclosure>
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

import { LaunchMessage } from "~/components/launch-message";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/ui/section";
import type { Locale } from "~/config/locales";
import type { privacy } from "~/content/privacy";

/**
 * Plain headings and paragraphs: readable with JavaScript off and by any screen reader. The
 * words are the page's language's, from its page file; the meta is the page file's.
 */
export function PrivacyPage({ text }: { text: Omit<(typeof privacy)[Locale], "meta"> }) {
  return (
    <>
      <PageHeader title={text.title} intro={text.intro}>
        <LaunchMessage className="mx-auto mt-4 max-w-2xl text-ink-800" />
        {/* Balanced: on the narrowest phones its two lines are even, and Tamil's keeps the date whole. */}
        <p className="mt-4 text-sm text-balance text-ink-600">{text.lastUpdated}</p>
      </PageHeader>
      <Section spacing="sm" containerClassName="max-w-3xl!">
        {text.sections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`} className="mt-10 first:mt-0">
            <h2 id={`privacy-${section.id}`} className="text-2xl font-bold tracking-tight text-balance text-ink-950">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-lg leading-relaxed text-ink-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </Section>
    </>
  );
}

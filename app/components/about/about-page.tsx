import { CheckCircle2, Compass, Telescope } from "lucide-react";
import { LaunchMessage } from "~/components/launch-message";
import { PageHeader } from "~/components/page-header";
import { SupportLinks } from "~/components/support-links";
import { Badge } from "~/components/ui/badge";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconTile } from "~/components/ui/icon-tile";
import { Section } from "~/components/ui/section";
import type { Locale } from "~/config/locales";
import type { about } from "~/content/about";
import { withIcons } from "~/lib/logic/with-icons";

/** Mission and vision's icons, in the page's order. */
const purposeIcons = { mission: Compass, vision: Telescope };

/** The page's words in its language, from its page file; the meta is the page file's. */
export function AboutPage({ text }: { text: Omit<(typeof about)[Locale], "meta"> }) {
  return (
    <>
      <PageHeader
        eyebrow={
          <Badge variant="launch" size="md">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-saffron-600" />
            {text.badge}
          </Badge>
        }
        title={text.title}
        intro={text.intro}
      >
        <LaunchMessage className="mx-auto mt-4 max-w-2xl text-ink-800" />
      </PageHeader>

      <Section aria-labelledby="story-heading" containerClassName="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
        <div>
          <Eyebrow>{text.story.eyebrow}</Eyebrow>
          <h2
            id="story-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-4xl"
          >
            {text.story.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-600">
            {text.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside
          aria-labelledby="highlights-heading"
          className="self-start rounded-2xl bg-brand-950 p-6 text-white sm:p-8"
        >
          <h3 id="highlights-heading" className="text-lg font-bold">
            {text.highlights.title}
          </h3>
          <ul className="mt-6 space-y-5">
            {text.highlights.items.map((item) => (
              <li key={item.title} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-300" />
                <p className="leading-snug text-brand-100">
                  <span className="font-semibold text-white">{item.title}</span> {item.description}
                </p>
              </li>
            ))}
          </ul>
        </aside>
      </Section>

      <Section aria-labelledby="purpose-heading" tone="muted" deferred className="border-t">
        <h2
          id="purpose-heading"
          className="text-center text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl"
        >
          {text.purposeTitle}
        </h2>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
          {withIcons(text.purpose, purposeIcons).map(({ id, title, statement, description, icon: Icon }) => (
            <li key={id} className="rounded-2xl border border-ink-200/70 bg-white p-6 shadow-sm sm:p-8">
              <IconTile tone="brand">
                <Icon aria-hidden="true" className="size-6" />
              </IconTile>
              <Eyebrow as="h3" className="mt-5">
                {title}
              </Eyebrow>
              <p className="mt-2 text-2xl leading-snug font-bold text-balance text-ink-950">{statement}</p>
              <p className="mt-3 leading-relaxed text-ink-600">{description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="about-support-heading" spacing="md" deferred containerClassName="text-center">
        <h2
          id="about-support-heading"
          className="text-2xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-3xl"
        >
          {text.support.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-ink-600">{text.support.description}</p>
        <SupportLinks className="mt-8 justify-center" />
      </Section>
    </>
  );
}

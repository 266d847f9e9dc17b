import { ArrowRight, BadgeCheck, Lightbulb, Newspaper, Sparkles } from "lucide-react";
import { LaunchMessage } from "~/components/launch-message";
import { PageHeader } from "~/components/page-header";
import { SupportLinks } from "~/components/support-links";
import { buttonStyle } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { Item, ItemDescription, ItemTitle } from "~/components/ui/item";
import { Section } from "~/components/ui/section";
import { type Locale, localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import type { travelNews } from "~/content/travel-news";
import { useLocale } from "~/lib/hooks/use-locale";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import { withIcons } from "~/lib/logic/with-icons";

/** Each topic's icon, in the page's order. */
const topicIcons = { visaNews: Newspaper, travelTips: Lightbulb, serviceUpdates: BadgeCheck };

/** The page's words in its language, from its page file; the meta is the page file's. */
export function TravelNewsPage({ text }: { text: Omit<(typeof travelNews)[Locale], "meta"> }) {
  const locale = useLocale();
  const { exploreAllDestinations } = useShellContent();
  return (
    <>
      <PageHeader title={text.title} intro={text.intro} />
      <Section aria-labelledby="coming-soon-heading" spacing="sm" containerClassName="max-w-4xl!">
        <div className="rounded-3xl border border-ink-200 bg-white p-6 text-center shadow-sm sm:p-12">
          <IconTile tone="saffron" size="xl" shape="2xl" className="mx-auto">
            <Sparkles aria-hidden="true" className="size-7" />
          </IconTile>
          <h2 id="coming-soon-heading" className="mt-6 text-3xl font-extrabold tracking-tight text-ink-950">
            {text.comingSoon.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg leading-relaxed text-pretty text-ink-600">
            {text.comingSoon.description}
          </p>
          <LaunchMessage className="mx-auto mt-3 max-w-xl text-pretty text-ink-800" />

          <ul aria-label={text.topicsLabel} className="mt-10 grid gap-4 text-left sm:grid-cols-3">
            {withIcons(text.topics, topicIcons).map(({ title, description, icon: Icon }) => (
              // On phones, inside the card, the icon leads the title only and the description has
              // the topic's full width: Tamil's had 150 px, a word or two a line.
              <Item
                key={title}
                className="flex-wrap gap-x-3 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-100 sm:block sm:p-5"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <ItemTitle size="md" className="min-w-0 flex-1 sm:mt-3">
                  {title}
                </ItemTitle>
                <ItemDescription className="mt-1 basis-full text-sm">{description}</ItemDescription>
              </Item>
            ))}
          </ul>
        </div>
        <div className="mt-10 text-center">
          <h2 className="text-lg font-bold text-ink-950">{text.meanwhile.title}</h2>
          <p className="mt-1 text-ink-600">{text.meanwhile.description}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
            <a href={localizePath(paths.destinations, locale)} {...buttonStyle({ size: "lg" })}>
              {exploreAllDestinations}
              <ArrowRight aria-hidden="true" />
            </a>
            <SupportLinks leadVariant="outline" />
          </div>
        </div>
      </Section>
    </>
  );
}

import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { SupportLinks } from "~/components/support-links";
import { Button } from "~/components/ui/button";
import { travelNews } from "~/content/travel-news";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/travel-news";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Travel News & Updates",
    description:
      "Visa rule changes, travel tips and service updates for Indian travellers, coming soon. Browse destinations or ask our 24/7 support team today.",
    path: "/travel-news",
  });

export default function TravelNews() {
  return (
    <>
      <PageHeader title="Travel News & Updates" intro={travelNews.intro} />
      <section aria-labelledby="coming-soon-heading" className="py-14 sm:py-20">
        <div className="container-page max-w-4xl!">
          <div className="rounded-3xl border border-ink-200 bg-white p-6 text-center shadow-sm sm:p-12">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-saffron-100 text-saffron-700">
              <Sparkles aria-hidden="true" className="size-7" />
            </span>
            <h2 id="coming-soon-heading" className="mt-6 text-3xl font-extrabold tracking-tight text-ink-950">
              {travelNews.comingSoon.title}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-lg leading-relaxed text-pretty text-ink-600">
              {travelNews.comingSoon.description}
            </p>

            <ul aria-label="What you will find here" className="mt-10 grid gap-4 text-left sm:grid-cols-3">
              {travelNews.topics.map(({ title, description, icon: Icon }) => (
                <li key={title} className="flex gap-3 rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-100 sm:block">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div>
                    <h3 className="font-bold text-ink-950 sm:mt-3">{title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-ink-600">{description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-10 text-center">
            <h2 className="text-lg font-bold text-ink-950">{travelNews.meanwhile.title}</h2>
            <p className="mt-1 text-ink-600">{travelNews.meanwhile.description}</p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
              <Button asChild size="lg">
                <Link to="/destinations">
                  Browse destinations
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <SupportLinks leadVariant="outline" />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

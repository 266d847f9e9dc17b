import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { Button } from "~/components/ui/button";
import { servicesIntro, visaServices } from "~/content/services";

export function ServicesSection() {
  return (
    <section aria-labelledby="services-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="services-heading" {...servicesIntro} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {visaServices.map(({ id, title, description, suitedFor, icon: Icon }) => (
            <li
              key={id}
              className="flex flex-col gap-5 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:flex-row sm:gap-6 sm:p-8 lg:flex-col lg:gap-5"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div className="flex flex-1 flex-col">
                <h3 className="text-xl font-bold text-ink-950">{title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink-600">{description}</p>
                <ul aria-label={`${title} is suited for`} className="mt-5 flex flex-wrap gap-2">
                  {suitedFor.map((use) => (
                    <li key={use} className="rounded-full bg-ink-100 px-3 py-1 text-sm font-medium text-ink-700">
                      {use}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to="/destinations">
              Explore All Destinations
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

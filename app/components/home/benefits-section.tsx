import { SectionHeading } from "~/components/section-heading";
import { benefits, benefitsIntro } from "~/content/benefits";

export function BenefitsSection() {
  return (
    <section
      aria-labelledby="benefits-heading"
      className="border-y border-ink-100 bg-ink-50 py-16 render-when-near sm:py-24"
    >
      <div className="container-page">
        <SectionHeading id="benefits-heading" {...benefitsIntro} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {benefits.map(({ id, title, description, icon: Icon }) => (
            <li
              key={id}
              className="flex gap-4 rounded-2xl border border-ink-200/70 bg-white p-5 shadow-sm sm:block sm:p-7"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm shadow-brand-700/30">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink-950 sm:mt-5">{title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

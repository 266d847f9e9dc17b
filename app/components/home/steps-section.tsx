import { SectionHeading } from "~/components/section-heading";
import { applicationSteps, stepsIntro } from "~/content/steps";

export function StepsSection() {
  return (
    <section aria-labelledby="steps-heading" className="py-16 render-when-near sm:py-24">
      <div className="container-page">
        <SectionHeading id="steps-heading" {...stepsIntro} />
        <ol className="mt-12 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 lg:gap-y-12">
          {applicationSteps.map(({ title, description }, index) => (
            <li
              key={title}
              // On phones a line joins the numbers into one journey; the grid shows the order on wider screens.
              className="relative flex gap-4 before:absolute before:top-[3.25rem] before:-bottom-6 before:left-[21px] before:w-0.5 before:rounded-full before:bg-saffron-200 last:before:hidden sm:before:hidden"
            >
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-lg font-extrabold text-saffron-800 ring-4 ring-white"
              >
                {index + 1}
              </span>
              <div className="pt-1.5">
                <h3 className="text-lg font-bold text-ink-950">{title}</h3>
                <p className="mt-1.5 leading-relaxed text-ink-600">{description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

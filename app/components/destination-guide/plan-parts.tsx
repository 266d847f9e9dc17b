import type { ReactNode } from "react";
import { MessageCircle } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { Button, buttonStyle } from "~/components/ui/button";
import { guideJumps } from "~/config/pages";
import { printedFrom } from "~/config/site";
import type { GuideView } from "~/lib/build/guide-view.server";
import type { GuidePlan } from "~/lib/build/guide-plan";
import { externalLinkProps } from "~/lib/logic/links";
import { printButtonProps } from "~/lib/inline-scripts/recorder";
import { normalizePathname } from "~/lib/logic/paths";
import { usePagePath } from "~/lib/hooks/use-page-path";
import { Dating, GuideSection, LookAlikes, OfficialLink } from "./guide-blocks";

type Words = GuideView["words"];

const card = "rounded-2xl bg-white ring-1 ring-ink-200";

/**
 * Each cost in its currency, whom it is charged for, with its evidence's date, in rupees as far
 * as a source or a current rate allows, and our own fee; then the party's sum (an island the
 * page file places) and what each child needs of their own, where the evidence says so.
 */
export function Costs({ costs, words, party }: { costs: GuidePlan["costs"]; words: Words; party?: ReactNode }) {
  return (
    <GuideSection id={guideJumps.costs} title={words.headings.costs}>
      <ul className={`divide-y divide-ink-100 ${card}`}>
        {costs.items.map((cost) => (
          // The party's sum (party-costs.tsx) reads a cost's label and why it has no rupees from here.
          <li key={cost.id} data-cost={cost.id} className="p-4 sm:p-5">
            <p data-cost-label className="text-ink-800">
              {cost.label}
            </p>
            <p className="mt-1 text-lg font-bold text-ink-950">{cost.amount}</p>
            <p className="mt-1 text-sm font-medium text-ink-600">{cost.basis}</p>
            {cost.rupees ? (
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-700">
                <span data-cost-rupees>{cost.rupees.text}</span>
                {cost.rupees.dating ? <span>{cost.rupees.dating}</span> : null}
                {cost.rupees.links.map((link) => (
                  <ExternalLink key={link.href} href={link.href} externalLabel={words.labels.externalSite}>
                    {link.label}
                  </ExternalLink>
                ))}
              </p>
            ) : null}
            <Dating fact={cost} labels={words.labels} />
          </li>
        ))}
      </ul>
      <p className="mt-4 font-semibold text-ink-900">{costs.ourFee}</p>
      {party}
      {costs.children.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-bold text-ink-950">{words.childrenHeading}</h3>
          <ul className="mt-2 space-y-3">
            {costs.children.map((child) => (
              <li key={child.id}>
                <p>{child.text}</p>
                <Dating fact={child} labels={words.labels} className="mt-1" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </GuideSection>
  );
}

/** The window in words, readable without script, the planner where the window has a figure, and the facts it rests on. */
export function WhenToApply({
  window,
  words,
  planner,
}: {
  window: GuidePlan["applyWindow"];
  words: Words;
  /** The trip planner island (`TripPlannerIsland`, trip-planner.tsx), placed by the page file. */
  planner?: ReactNode;
}) {
  // Facts taken from one page on one date are dated once (Singapore's agent: the time and the fee).
  const datings = new Map<string, (typeof window.facts)[number]>();
  for (const fact of window.facts) {
    const key = fact.evidence.sources[0]!.href + fact.dating;
    if (!datings.has(key)) datings.set(key, fact);
  }
  return (
    <GuideSection id={guideJumps.whenToApply} title={words.headings.whenToApply}>
      <p className="text-lg text-ink-800">{window.summary}</p>
      {[...datings].map(([key, fact]) => (
        <Dating key={key} fact={fact} labels={words.labels} />
      ))}
      {planner}
    </GuideSection>
  );
}

/** The steps from the first form to the visa in hand, in order, each with what it needs and its official page. */
export function Steps({ steps, words }: { steps: GuidePlan["steps"]; words: Words }) {
  return (
    <GuideSection id={guideJumps.steps} title={words.headings.steps}>
      <ol className="list-decimal space-y-3 pl-6 marker:font-bold marker:text-brand-700">
        {steps.map((step) => (
          <li key={step.id} className="pl-1">
            <h3 className="font-bold text-balance text-ink-950">{step.title}</h3>
            <p className="mt-1">{step.needs}</p>
            {step.url && step.host ? (
              <p className="mt-1 text-sm">
                <OfficialLink url={step.url} host={step.host} labels={words.labels} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </GuideSection>
  );
}

/** Every step between the visa and the border, with its fee, and the look-alike sites to avoid. */
export function BeforeYouFly({ beforeYouFly, words }: { beforeYouFly: GuidePlan["beforeYouFly"]; words: Words }) {
  return (
    <GuideSection id={guideJumps.beforeYouFly} title={words.headings.beforeYouFly}>
      <ul className="space-y-3">
        {beforeYouFly.items.map((item) => (
          <li key={item.id} className={`p-4 sm:p-5 ${card}`}>
            <h3 className="font-bold text-balance text-ink-950">{item.title}</h3>
            <p className="mt-1">{item.text}</p>
            <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {item.fee ? <span className="font-semibold text-ink-900">{item.fee}</span> : null}
              {item.url && item.host ? <OfficialLink url={item.url} host={item.host} labels={words.labels} /> : null}
            </p>
          </li>
        ))}
      </ul>
      {beforeYouFly.lookAlikes.length > 0 ? (
        <>
          <h3 className="mt-6 font-bold text-ink-950">{words.avoid}</h3>
          <LookAlikes hosts={beforeYouFly.lookAlikes} labels={words.labels} className="mt-2" />
        </>
      ) : null}
    </GuideSection>
  );
}

/** A checklist's items, each a real checkbox with its words as its label: it ticks without script, and prints as it shows. */
function ChecklistBoxes({ items }: { items: GuidePlan["checklist"]["groups"][number]["items"] }) {
  return (
    <ul className={`divide-y divide-ink-100 ${card}`}>
      {items.map((item) => (
        <li key={item.id}>
          <label className="flex cursor-pointer items-start gap-3 p-4 text-ink-900 has-checked:bg-brand-50">
            <input
              type="checkbox"
              data-item={item.id}
              className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-700 print:accent-black print:[print-color-adjust:exact]"
            />
            <span>{item.text}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * The checklist's groups, static HTML: a heading per way in where the guide has more than one,
 * then the items for everyone on it and those for a situation under its own heading. The ticks
 * island (`ChecklistTicks`) holds it in its slot; it reads and prints the same without script.
 */
export function ChecklistGroups({ groups }: { groups: GuidePlan["checklist"]["groups"] }) {
  return (
    <div className="space-y-8">
      {groups.map((group) => {
        const SituationHeading = group.heading ? "h4" : "h3";
        return (
          <div key={group.path}>
            {group.heading ? <h3 className="mb-2 font-bold text-balance text-ink-950">{group.heading}</h3> : null}
            {group.items.length > 0 ? <ChecklistBoxes items={group.items} /> : null}
            {group.situations.map((situation) => (
              <div key={situation.situation} className="mt-5">
                <SituationHeading className="mb-2 font-semibold text-balance text-ink-900">
                  {situation.heading}
                </SituationHeading>
                <ChecklistBoxes items={situation.items} />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The documents checklist: its groups with their boxes (in the ticks island the page file
 * passes, `ticks`, else as static HTML), where they come from, a print control (the page
 * prints the checklist alone, with Ctrl+P too: app.css, `print:hidden`) and a WhatsApp link
 * with the list, which works without script.
 */
export function Checklist({
  checklist,
  words,
  ticks,
}: {
  checklist: GuidePlan["checklist"];
  words: Words;
  /** The ticks island (`ChecklistTicks`, checklist-ticks.tsx) around `ChecklistGroups`, placed by the page file. */
  ticks?: ReactNode;
}) {
  const { checklist: text } = words;
  const { pathname } = usePagePath();
  return (
    <GuideSection id={guideJumps.checklist} title={words.headings.checklist} printed>
      {ticks ?? <ChecklistGroups groups={checklist.groups} />}
      {checklist.source ? (
        <div className="mt-3">
          <p className="text-sm font-semibold text-ink-800">{text.officialList}</p>
          <Dating fact={checklist.source} labels={words.labels} className="mt-1" />
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-700">{text.noOfficialList}</p>
      )}
      {/* On paper only: where the list came from, so a printout can be checked again. */}
      <p className="mt-6 hidden text-xs text-ink-700 print:block">{printedFrom(normalizePathname(pathname))}</p>
      <div className="mt-5 flex flex-wrap gap-3 print:hidden">
        {/* The recorder prints: without JavaScript the browser's own print is the way (it prints the checklist alone). */}
        <Button variant="outline" className="noscript:hidden" {...printButtonProps}>
          {text.print}
        </Button>
        <a
          href={checklist.whatsapp}
          {...externalLinkProps(checklist.whatsapp)}
          {...buttonStyle({ variant: "outline" })}
        >
          <MessageCircle aria-hidden="true" />
          {text.whatsapp}
        </a>
      </div>
    </GuideSection>
  );
}

import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { Locale } from "~/config/locales";
import type { Currency } from "~/content/facts";
import type { GuidePlan } from "~/lib/build/guide-plan";
import { LocaleContext, useLocale } from "~/lib/hooks/use-locale";
import { amountKeptTogether, formatNumber, formatRupees } from "~/lib/logic/locale-format";
import { type PartyLine, adultAge, partyCosts } from "~/lib/logic/party-costs";
import { fillTemplate } from "~/lib/logic/template";
import { toolFieldClass, toolLabelClass, toolPanelClass } from "~/components/ui/tool-panel";
import { joinClasses } from "~/lib/logic/utils";

type PartyData = NonNullable<GuidePlan["costs"]["party"]>;

/** The adults' field's name, and the query a form sent before the island started carries it in. */
const adultsField = "adults";

/**
 * A cost's label, or why it has no rupees, as its line in the costs above says it
 * (plan-parts.tsx): the page carries its words once (decision 0024). Read once the island runs.
 */
function costLine(id: string, part: "label" | "rupees"): string {
  return document.querySelector(`[data-cost="${id}"] [data-cost-${part}]`)?.textContent ?? "";
}

/** A child's age as typed, or null where it is not a whole number of years under 18. */
function childAge(typed: string): number | null {
  const age = Number(typed);
  return typed.trim() !== "" && Number.isInteger(age) && age >= 0 && age < adultAge ? age : null;
}

/**
 * "Who is travelling?" (decision 0025): the number of adults and each child's age, answered in a
 * live region from the first change: each fee for the party, the total in its currency and in
 * rupees by the page's rule, and the fees whose basis or amount is not known, set apart. The
 * numbers come worked out from the build (guide-plan.ts); the browser fetches no rate. The
 * adults' field is not controlled, so a number typed before the island started is kept.
 * Without JavaScript it is hidden (`noscript:`): each cost line says whom it is for.
 */
export function PartyCosts({ party }: { party: PartyData }) {
  const locale = useLocale();
  const { words } = party;
  const adultsInput = useRef<HTMLInputElement>(null);
  const childList = useRef<HTMLUListElement>(null);
  const addChild = useRef<HTMLButtonElement>(null);
  const nextChild = useRef(0);
  // Nothing is answered in the HTML built, nor until the visitor changes a field.
  const [asked, setAsked] = useState(false);
  const [adults, setAdults] = useState("1");
  const [children, setChildren] = useState<{ key: number; age: string }[]>([]);
  // A child just added: its age field takes the focus once it is rendered.
  const focusAdded = useRef(false);

  useEffect(() => {
    const input = adultsInput.current!;
    const sentAdults = new URLSearchParams(window.location.search).get(adultsField);
    if (sentAdults !== null && input.value === input.defaultValue) input.value = sentAdults;
    setAdults(input.value);
    // Answered only once the visitor has said who travels (typed before the island started, or
    // sent): an answer of its own would grow the form under a visitor scrolling past it.
    if (input.value !== input.defaultValue) setAsked(true);
  }, []);

  useEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    childList.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus();
  }, [children]);

  const money = (amount: number, currency: Currency) =>
    fillTemplate(amountKeptTogether(words.amount), {
      amount: formatNumber(amount, locale),
      currency: party.currencies[currency]!,
    });
  const adultCount = Math.max(0, Math.floor(Number(adults)) || 0);
  const ages = children.map(({ age }) => childAge(age));
  const childAges = ages.filter((age): age is number => age !== null);
  const sum = partyCosts(party.costs, { adults: adultCount, childAges });
  const costOf = (id: string) => party.costs.find((cost) => cost.id === id)!;

  const lineText = (line: PartyLine) => {
    const label = costLine(line.id, "label");
    if (line.amount === 0) return fillTemplate(words.freeLine, { label });
    const total = money(line.amount, line.currency);
    const each = money(costOf(line.id).amount!, line.currency);
    const count = formatNumber(line.count, locale);
    // A family's cap is not a group of friends': the line gives both.
    return fillTemplate(line.cappedBy ? words.capped : words.line, { label, count, each, total });
  };
  const rupeeText = (line: PartyLine) => {
    if (line.rupeeKind === "inr") return null;
    const template = party.rupeeWords[line.id];
    return line.rupees === null || !template
      ? costLine(line.id, "rupees")
      : fillTemplate(template, { rupees: formatRupees(line.rupees) });
  };
  const paid = sum.totals.filter(({ amount }) => amount > 0);
  const allInRupees = paid.every(({ currency }) => currency === "INR");

  return (
    <form onSubmit={(event) => event.preventDefault()} className={toolPanelClass}>
      <h3 className="font-bold text-ink-950">{words.heading}</h3>
      <label className={joinClasses(toolLabelClass, "mt-3")}>
        {words.adults}
        <input
          ref={adultsInput}
          name={adultsField}
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          defaultValue={1}
          onChange={(event) => {
            setAdults(event.currentTarget.value);
            setAsked(true);
          }}
          className={joinClasses(toolFieldClass, "w-24")}
        />
      </label>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink-900">{words.children}</legend>
        <ul ref={childList} className="mt-2 space-y-2">
          {children.map((child, index) => {
            const number = formatNumber(index + 1, locale);
            return (
              <li key={child.key} className="flex flex-wrap items-end gap-3">
                <label className="flex flex-col gap-1.5 text-sm text-ink-900">
                  {fillTemplate(words.childAge, { number })}
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={adultAge - 1}
                    value={child.age}
                    onChange={(event) => {
                      const age = event.currentTarget.value;
                      setChildren((list) => list.map((each) => (each.key === child.key ? { ...each, age } : each)));
                      setAsked(true);
                    }}
                    className={joinClasses(toolFieldClass, "w-24")}
                  />
                </label>
                <Button
                  type="button"
                  variant="outline"
                  size="md"
                  onClick={() => {
                    // The removed row's button goes with it: focus moves to "Add a child".
                    addChild.current?.focus();
                    setChildren((list) => list.filter((each) => each.key !== child.key));
                  }}
                >
                  {fillTemplate(words.removeChild, { number })}
                </Button>
              </li>
            );
          })}
        </ul>
        <Button
          type="button"
          variant="outline"
          size="md"
          wrap
          className="mt-2"
          ref={addChild}
          onClick={() => {
            focusAdded.current = true;
            setAsked(true);
            setChildren((list) => [...list, { key: nextChild.current++, age: "" }]);
          }}
        >
          {words.addChild}
        </Button>
      </fieldset>
      <div role="status" className="mt-4 space-y-2 text-ink-800">
        {!asked ? null : adultCount + childAges.length === 0 ? (
          <p>{words.nobody}</p>
        ) : (
          <>
            {ages.includes(null) ? <p className="font-semibold text-ink-950">{words.ageMissing}</p> : null}
            {sum.lines.length > 0 ? (
              <ul className="space-y-2">
                {sum.lines.map((line) => {
                  const rupees = rupeeText(line);
                  // Adults are counted at 18: a fee that stops at an adult age (Canada's fingerprints, to 79) says so.
                  const upTo = costOf(line.id).ages?.to ?? null;
                  return (
                    <li key={line.id}>
                      {lineText(line)}
                      {rupees ? <span className="block text-sm text-ink-700">{rupees}</span> : null}
                      {upTo !== null && upTo >= adultAge && adultCount > 0 ? (
                        <span className="block text-sm text-ink-700">
                          {fillTemplate(words.adultAges, {
                            label: costLine(line.id, "label"),
                            to: formatNumber(upTo, locale),
                          })}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {sum.lines.some((line) => costOf(line.id).basis === "perApplication") ? (
              <p className="text-sm">{words.perApplication}</p>
            ) : null}
            {sum.lines.length > 0 ? (
              <p className="text-lg font-bold text-ink-950">
                {fillTemplate(sum.lines.some((line) => line.cappedBy) ? words.totalFamily : words.total, {
                  amounts:
                    paid.length === 0
                      ? words.free
                      : paid.map(({ amount, currency }) => money(amount, currency)).join(" + "),
                })}
              </p>
            ) : null}
            {paid.length === 0 || allInRupees ? null : sum.rupees ? (
              <p className="font-semibold text-ink-950">
                {fillTemplate(sum.rupees.kind === "exact" ? words.totalExact : words.totalEstimate, {
                  rupees: formatRupees(sum.rupees.amount),
                })}
              </p>
            ) : (
              <p className="font-semibold text-ink-950">{words.noRupeeTotal}</p>
            )}
            {sum.apart.length > 0 ? (
              <>
                <p className="pt-2 font-semibold text-ink-950">{words.apart}</p>
                <ul className="space-y-1 text-sm">
                  {sum.apart.map((apart) => {
                    const { amount, currency } = costOf(apart.id);
                    const label = costLine(apart.id, "label");
                    if (apart.reason === "amountUnknown")
                      return <li key={apart.id}>{fillTemplate(words.amountUnknown, { label })}</li>;
                    // What the fee comes to if each traveller pays it: a figure to plan with, not added up.
                    const rupees = apart.ifEach ? rupeeText(apart.ifEach) : null;
                    return (
                      <li key={apart.id}>
                        {fillTemplate(words.basisUnknown, { label, amount: money(amount!, currency) })}
                        {apart.ifEach ? (
                          <span className="block text-ink-700">
                            {fillTemplate(words.ifEach, { line: lineText(apart.ifEach) })}
                            {rupees ? <span className="block">{rupees}</span> : null}
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : null}
          </>
        )}
      </div>
    </form>
  );
}

/** The party's costs as an island (docs/architecture.md): Astro starts it when it scrolls into view. */
export function PartyCostsIsland({ locale, party }: { locale: Locale; party: PartyData }) {
  return (
    <LocaleContext value={locale}>
      <PartyCosts party={party} />
    </LocaleContext>
  );
}

import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { locales, type Locale, localizePath } from "~/config/locales";
import { guidePath, holdingPath, paths } from "~/config/pages";
import { destinationGuides } from "~/content/destination-guides";
import { guideFacts } from "~/content/facts";
import { guidePage } from "~/content/guide-page";
import type { DestinationSlug } from "~/content/destination-photos";
import { guideView } from "~/lib/build/guide-view.server";
import { guideHeldVisas } from "~/lib/build/held-visa-view.server";
import { visaYouHold } from "~/content/visa-you-hold";
import { pageFrame, shellContent } from "~/lib/build/page-content.server";
import { PageContexts } from "~/components/layout/site-page";
import { GuidePage } from "./guide-page";
import { TripPlannerIsland } from "./trip-planner";

/**
 * A guide as its page file renders it: its content for the build's clock `today`, in the
 * page's contexts, with the planner island in its slot as the page file places it.
 */
function renderGuide(slug: DestinationSlug, language: Locale, today: string) {
  const guide = guideView(slug, language, today);
  const window = guide.plan.applyWindow;
  const planner = window.days ? (
    <TripPlannerIsland
      locale={language}
      days={window.days}
      aim={window.aim}
      schemeEndsOn={window.schemeEndsOn}
      words={guide.words.planner}
      tooEarly={window.tooEarly}
      tooLate={window.tooLate}
    />
  ) : null;
  render(
    <PageContexts page={pageFrame(language, guidePath(slug))}>
      <GuidePage guide={guide} heldVisas={guideHeldVisas(slug, language)} planner={planner} />
    </PageContexts>,
  );
}

afterEach(cleanup);

describe("a guide page", () => {
  it("shows a scheme past its last day as ended, never as the rule today", () => {
    // Malaysia's visa exemption runs until 31 December 2026; the build's clock a few days later.
    renderGuide("malaysia", "en", "2027-01-05");
    expect(screen.getByRole("note")).toHaveTextContent(
      "This scheme was due to end on 31 December 2026. Our team is confirming what replaced it: ask us before you book.",
    );
    const summary = screen.getByRole("complementary", { name: "At a glance" });
    expect(summary).toHaveTextContent("Was due to end on 31 December 2026: being confirmed");
    expect(summary).not.toHaveTextContent("Visa-free");
    expect(screen.getByRole("region", { name: "The rule today" })).toHaveTextContent(
      /^The rule todayUntil 31 December 2026: Indian citizens can visit Malaysia/,
    );
    expect(document.body).not.toHaveTextContent("Visa-free, 30 days");
  });

  it("shows the same scheme as today's rule up to its last day", () => {
    renderGuide("malaysia", "en", "2026-12-31");
    expect(screen.queryByRole("note")).toBeNull();
    const summary = screen.getByRole("complementary", { name: "At a glance" });
    expect(summary).toHaveTextContent("Visa-free, 30 days, until 31 December 2026");
    expect(summary).toHaveTextContent("Entry: Visa-free");
  });

  it("dates each fact by its evidence, links the page it was taken from and, apart, the official page to confirm it", () => {
    renderGuide("malaysia", "en", "2026-11-25");
    // The rule's fact records a change: said once, under "What changed", the dated facts pointing there.
    const datedFacts = screen.getByRole("region", { name: "Dated facts" });
    expect(datedFacts).not.toHaveTextContent("Malaysia's Home Ministry extended");
    expect(within(datedFacts).getByRole("link", { name: "What changed" })).toHaveAttribute("href", "#what-changed");
    const facts = within(screen.getByRole("region", { name: "What changed" }))
      .getAllByRole("listitem")
      .filter((change) => change.textContent.startsWith("Malaysia's Home Ministry extended"));
    expect(facts[0]).toHaveTextContent("Malaysia's Home Ministry extended the 30-day visa exemption");
    expect(facts[0]).toHaveTextContent("Reported by The Star on 20 December 2024");
    const [source, confirm, ...more] = within(facts[0]!).getAllByRole("link");
    expect(more).toEqual([]);
    // The newspaper's page, named by its site and date: never called official.
    expect(source).toHaveAccessibleName(/^thestar\.com\.my, 20\u00a0December\u00a02024\s*\(external site\)$/);
    expect(source).toHaveAttribute(
      "href",
      "https://www.thestar.com.my/news/nation/2024/12/20/malaysia-extends-visa-exemption-for-indian-nationals-until-2026",
    );
    expect(confirm).toHaveAccessibleName(
      /^Confirm on the site of Malaysia's Immigration Department\s*\(external site\)$/,
    );
    expect(confirm).toHaveAttribute("href", "https://www.imi.gov.my/");
    for (const link of [source, confirm]) {
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveAccessibleDescription(/^Malaysia's Home Ministry extended/);
    }
  });

  it("dates the facts the apply window rests on once per page and date", () => {
    renderGuide("singapore", "en", "2026-11-25");
    const when = screen.getByRole("region", { name: "When to apply" });
    // Both facts (the time to apply, the fee) come from the same undated agent's page.
    expect(
      within(when).getAllByText("Stated by FCM Travel (an authorised agent) on a page that shows no date"),
    ).toHaveLength(1);
  });

  it("says a source is official only when it is, and shows one link when it is the page to confirm on", () => {
    renderGuide("singapore", "ta", "2026-11-25");
    const facts = within(screen.getByRole("region", { name: "தகவல்களும் அவற்றின் தேதிகளும்" })).getAllByRole("listitem");
    // Singapore's rule: the Ministry of Foreign Affairs' own page, undated, which is also where to confirm it.
    const links = within(facts[0]!).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      [
        "https://www.mfa.gov.sg/Overseas-Mission/Chennai/Visa-Information",
        "mfa.gov.sg (தூதரகப் பக்கம்), தேதி குறிப்பிடப்படவில்லை (வெளி இணையதளம்)",
      ],
    ]);
  });

  it.each(locales)("heads who can skip the visa with what they get, linking each holding's page (%s)", (language) => {
    const words = visaYouHold[language];
    for (const slug of ["united-arab-emirates", "georgia"] as const) {
      renderGuide(slug, language, "2026-11-25");
      const rule = screen.getByRole("region", { name: guidePage[language].headings.rule });
      const held = guideFacts[slug].heldVisas;
      for (const entry of new Set(held.map(({ entry }) => entry)))
        expect(within(rule).getByRole("heading", { level: 3, name: words.guide.headings[entry] })).toBeVisible();
      expect(rule).toHaveTextContent(destinationGuides[language][slug].heldVisas[held[0]!.id]!.who);
      expect(within(rule).getByRole("link", { name: words.holdings["us-visa"].name })).toHaveAttribute(
        "href",
        localizePath(holdingPath("us-visa"), language),
      );
      cleanup();
    }
    renderGuide("vietnam", language, "2026-11-25");
    // No entry, so no heading of any: only the way to every holding's page.
    const headings = screen.queryAllByRole("heading", { level: 3 }).map(({ textContent }) => textContent);
    for (const heading of Object.values(words.guide.headings)) expect(headings).not.toContain(heading);
    expect(screen.getByRole("link", { name: words.guide.allHoldings })).toHaveAttribute(
      "href",
      localizePath(paths.visaYouHold, language),
    );
  });

  it("names look-alike sites as text, never as links", () => {
    renderGuide("vietnam", "hi", "2026-11-25");
    const official = screen.getByRole("region", { name: "आधिकारिक लिंक और वे वेबसाइटें जिनसे बचें" });
    expect(official).toHaveTextContent("vietnamvisa.gov.vn");
    expect(
      within(official)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["https://evisa.xuatnhapcanh.gov.vn/"]);
  });

  it("says what VisaUdaan will do at launch with the launch message, and offers a chat about this destination", () => {
    renderGuide("thailand", "hi", "2026-11-25");
    const atLaunch = screen.getByRole("region", { name: "VisaUdaan क्या करेगा" });
    expect(atLaunch).toHaveTextContent(shellContent("hi").launchMessage);
    const chat = within(atLaunch).getByRole("link", { name: shellContent("hi").supportChannels[0]!.label });
    expect(decodeURIComponent(chat.getAttribute("href")!)).toContain("थाईलैंड");
  });

  it("leads back by the breadcrumb, Home and Destinations, in the page's language", () => {
    renderGuide("thailand", "hi", "2026-11-25");
    const trail = screen.getByRole("navigation", { name: "आप यहाँ हैं" });
    expect(
      within(trail)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/hi", "/hi/destinations"]);
    expect(within(trail).getByText("थाईलैंड")).toHaveAttribute("aria-current", "page");
  });
});

describe("a guide's trip-date planner", () => {
  afterEach(() => vi.useRealTimers());

  /** The visitor's day in India: 26 November 2026. */
  const visitorsDay = () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T12:00:00+05:30"));
  };

  it("answers a trip date in a live region: apply by a date, too late, or past", async () => {
    visitorsDay();
    renderGuide("united-states", "en", "2026-11-26");
    const when = screen.getByRole("region", { name: "When to apply" });
    const field = within(when).getByLabelText("The day your trip starts");
    const answer = within(when).getByRole("status");
    expect(answer).toBeEmptyDOMElement();

    fireEvent.change(field, { target: { value: "2027-12-01" } });
    // The first date brings the answer's code, loaded on demand (use-trip-answer.ts).
    await waitFor(() => expect(answer).toHaveTextContent("Apply now, by 29 January 2027 at the latest."));

    // The US interview wait (306 days) is longer than the time left.
    fireEvent.change(field, { target: { value: "2027-03-01" } });
    expect(answer).toHaveTextContent(
      /^It is too late to count on a visa by then: to have it in time, you needed to apply by 29 April 2026\. Your trip is sooner than the longest interview wait/,
    );

    fireEvent.change(field, { target: { value: "2026-11-25" } });
    expect(answer).toHaveTextContent("That day has passed: enter the day your trip starts.");
    fireEvent.change(field, { target: { value: "" } });
    expect(answer).toBeEmptyDOMElement();
  });

  it("tells a trip after a temporary scheme's last day that the scheme ends first, without timing it by the scheme", async () => {
    visitorsDay();
    renderGuide("malaysia", "en", "2026-11-26");
    const when = screen.getByRole("region", { name: "When to apply" });
    const field = within(when).getByLabelText("The day your trip starts");
    const answer = within(when).getByRole("status");

    // Malaysia's visa-free scheme ends on 31 December 2026; a trip on 24 January 2027 is after it.
    fireEvent.change(field, { target: { value: "2027-01-24" } });
    await waitFor(() =>
      expect(answer).toHaveTextContent(
        /^Your trip starts after 31 December 2026, the day the scheme this guide describes is due to end\. What applies after it has not been announced/,
      ),
    );
    expect(answer).not.toHaveTextContent(destinationGuides.en.malaysia.applyWindow.tooEarly);

    // On the scheme's last day the scheme's window still answers.
    fireEvent.change(field, { target: { value: "2026-12-31" } });
    expect(answer).not.toHaveTextContent("due to end");
    expect(answer).toHaveTextContent(destinationGuides.en.malaysia.applyWindow.tooEarly);
  });

  it("answers a date sent by the form before the scripts ran", async () => {
    visitorsDay();
    window.history.replaceState(null, "", "/?trip=2027-12-01");
    renderGuide("united-states", "hi", "2026-11-26");
    window.history.replaceState(null, "", "/");
    expect(screen.getByLabelText("यात्रा शुरू होने की तारीख़")).toHaveValue("2027-12-01");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("अभी आवेदन करें, हर हाल में 29 जनवरी 2027 तक।"),
    );
  });

  it("leads with the day to aim for, what it allows for and the peak, then the window", async () => {
    visitorsDay();
    renderGuide("france", "en", "2026-11-26");
    const when = screen.getByRole("region", { name: "When to apply" });
    const answer = within(when).getByRole("status");

    // A June trip: 45 days for the decision and 90 for an appointment before 7 June, in the summer peak.
    fireEvent.change(within(when).getByLabelText("The day your trip starts"), { target: { value: "2027-06-07" } });
    await waitFor(() => expect(within(answer).getByText("Aim to apply by 23 January 2027.")).toBeInTheDocument());
    expect(answer).toHaveTextContent(
      "That allows 90 days to get an appointment and 45 days for the decision, the longest figures we found. " +
        "Your trip or the day to apply is in the months April to July. An older page of the visa centre says applications peak in these months: book your appointment as early as you can. " +
        "It is too early: apply between 9 December 2026 and 23 May 2027.",
    );
  });

  it("asks for the trip's first day when the form is sent without one, or was sent so before the scripts ran", () => {
    renderGuide("united-states", "ta", "2026-11-26");
    const answer = screen.getByRole("status");
    const { planner } = guidePage.ta;
    expect(answer).toBeEmptyDOMElement();
    fireEvent.submit(screen.getByRole("button", { name: planner.submit }).closest("form")!);
    expect(answer).toHaveTextContent(planner.empty);
    cleanup();

    window.history.replaceState(null, "", "/?trip=");
    renderGuide("united-states", "bn", "2026-11-26");
    window.history.replaceState(null, "", "/");
    expect(screen.getByRole("status")).toHaveTextContent(guidePage.bn.planner.empty);
  });
});

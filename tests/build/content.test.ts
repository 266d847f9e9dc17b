import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { about } from "../../app/content/about";
import { benefits } from "../../app/content/benefits";
import { addedDestinationCards, destinations } from "../../app/content/destinations";
import { destinationsPage } from "../../app/content/destinations-page";
import { faq } from "../../app/content/faq";
import { hero } from "../../app/content/hero";
import { privacy } from "../../app/content/privacy";
import { services } from "../../app/content/services";
import { shell } from "../../app/content/shell";
import { applicationSteps } from "../../app/content/steps";
import { support } from "../../app/content/support";
import { travelNews } from "../../app/content/travel-news";
import { specDestinations } from "../spec-destinations";
import { byLanguage, fromTestData, guideRoutesIn, languages, pageRoutesIn, pathIn, prefilledText, ui } from "../pages";
import { allRoutes, builtPage } from "./built-html";

/*
 * Every page's words are in its pre-rendered HTML, so it reads the same without JavaScript
 * (that the hydrated page shows nothing more is checked in shell.spec.ts). English is written
 * out, as the requirements fix it; Hindi comes from the content modules, except the facts a
 * translation must keep, written out in Hindi as the glossary fixes them.
 */

const hidden = true;

/**
 * The facts a translation must keep, as each language's glossary fixes them: English's here,
 * the others' in their test data (the pseudo-locale's are English's, accented).
 */
const keptFacts = fromTestData(
  {
    fiveMinutes: "under five minutes",
    // Encryption as it can be backed: in transit and at rest, with who can read the documents.
    benefitFacts: ["under five minutes", "travel encrypted", "upfront"],
    uploadFacts: ["passport", "PAN", "photo"],
    firstAnswer: "24 hours up to 7-15 working days",
    lastAnswer: "on WhatsApp and by e-mail. From launch, support is available 24/7",
    noCookies: "This website does not set cookies",
  },
  (data) => data.keptFacts,
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const homeText = byLanguage(
  {
    heroName: /^Where Dreams Take Flight/,
    heading: ["Where Dreams Take Flight", keptFacts.en.fiveMinutes],
    trustBadges: ["End-to-End Encryption", "Fully Online", "Mobile Perfected"],
    sectionTitles: [
      "Visas for every kind of trip",
      "A visa process built around you",
      "Your visa in six simple steps",
      "Frequently asked questions",
    ],
    benefitsEyebrow: "Why choose us",
    stepsEyebrow: "How it works",
    serviceTitles: ["Tourist Visa", "Business Visa", "Transit Visa"],
    serviceDescriptions: [/\w.{40,}/, /\w.{40,}/, /\w.{40,}/] as (string | RegExp)[],
    benefitTitles: [
      "Quick Application",
      "Made for Your Phone",
      "Less Paperwork",
      "Strong Data Protection",
      "Clear Pricing",
      "Status Updates",
    ],
    benefitFacts: keptFacts.en.benefitFacts,
    stepTitles: [
      "Choose Destination",
      "Fill Details",
      "Upload Documents",
      "Pay & Submit",
      "Track Online",
      "Visa Issued",
    ],
    uploadFacts: keptFacts.en.uploadFacts,
    faqQuestions: [
      "How long does visa processing take?",
      "Can I apply from my mobile phone?",
      "Is my personal data safe with you?",
      "How can I get help with my application?",
    ],
    firstAnswer: keptFacts.en.firstAnswer,
    lastAnswer: keptFacts.en.lastAnswer,
    supportFromLaunch: "From launch, the VisaUdaan support team is available 24/7.",
    sendEmail: "Send an E-mail",
    whatsappMessage: "Hello VisaUdaan, I would like help with a visa application.",
    emailSubject: "Visa support request",
    discoverDestinations: "Discover Destinations",
    exploreAllDestinations: "Explore All Destinations",
  },
  (language) => ({
    heroName: new RegExp(`^${escapeRegExp(shell[language].tagline)}`),
    heading: [shell[language].tagline, keptFacts[language].fiveMinutes],
    trustBadges: Object.values(hero[language].trustBadges).map((badge) => badge.label),
    sectionTitles: [
      services[language].intro.title,
      benefits[language].intro.title,
      applicationSteps[language].intro.title,
      faq[language].intro.title,
    ],
    benefitsEyebrow: benefits[language].intro.eyebrow,
    stepsEyebrow: applicationSteps[language].intro.eyebrow,
    serviceTitles: Object.values(services[language].items).map((service) => service.title),
    serviceDescriptions: Object.values(services[language].items).map((service) => service.description) as (
      string | RegExp
    )[],
    benefitTitles: Object.values(benefits[language].items).map((benefit) => benefit.title),
    benefitFacts: keptFacts[language].benefitFacts,
    stepTitles: applicationSteps[language].items.map((step) => step.title),
    uploadFacts: keptFacts[language].uploadFacts,
    faqQuestions: faq[language].items.map((item) => item.question),
    firstAnswer: keptFacts[language].firstAnswer,
    lastAnswer: keptFacts[language].lastAnswer,
    supportFromLaunch: support[language].note.fromLaunch,
    sendEmail: support[language].sendEmail,
    whatsappMessage: support[language].whatsappMessage,
    emailSubject: support[language].emailSubject,
    discoverDestinations: hero[language].discoverDestinations,
    exploreAllDestinations: shell[language].exploreAllDestinations,
  }),
);

const contentText = byLanguage(
  {
    aboutBadge: "Launching New Features Soon!",
    aboutHeading: "About VisaUdaan",
    storyTitle: "Visas should be the easy part of travel",
    storyEyebrow: "Our story",
    storyLine: "Udaan is Hindi for flight",
    purposeTitle: "What drives us",
    purposeHeadings: ["Our Mission", "Our Vision"],
    mission: "To simplify global travel for Indian explorers.",
    vision: "A one-stop hub for global exploration that goes beyond visas.",
    newsHeading: "Travel News & Updates",
    comingSoon: "Coming Soon!",
    comingSoonLine: "News, tips and updates for Indian travellers will be live here shortly.",
    notAffiliated:
      "VisaUdaan is a private service. It is not a government website and is not affiliated with any government, embassy or consulate.",
    privacyHeadings: [
      "Who we are",
      "What this website stores about you",
      "What any visit shares",
      "Photos on the Destinations page",
      "If you contact us on WhatsApp",
      "If you contact us by e-mail",
      "What we do with your messages",
      "Changes to this notice",
    ],
    noCookies: keptFacts.en.noCookies,
  },
  (language) => ({
    aboutBadge: about[language].badge,
    aboutHeading: about[language].title,
    storyTitle: about[language].story.title,
    storyEyebrow: about[language].story.eyebrow,
    storyLine: about[language].story.paragraphs[1]!,
    purposeTitle: about[language].purposeTitle,
    purposeHeadings: Object.values(about[language].purpose).map((card) => card.title),
    mission: about[language].purpose.mission.statement,
    vision: about[language].purpose.vision.statement,
    newsHeading: travelNews[language].title,
    comingSoon: travelNews[language].comingSoon.title,
    comingSoonLine: travelNews[language].comingSoon.description,
    notAffiliated: shell[language].notAffiliated,
    privacyHeadings: privacy[language].sections.map((section) => section.title),
    noCookies: keptFacts[language].noCookies,
  }),
);

const texts = (elements: Element[]) => elements.map((element) => element.textContent?.replace(/\s+/g, " ").trim());

describe("every page", () => {
  for (const route of allRoutes) {
    it(`${route.path} has its title, its language, one main and one h1`, () => {
      const { document, body } = builtPage(route.path);
      if (typeof route.title === "string") expect(document.title).toBe(route.title);
      else expect(document.title).toMatch(route.title);
      expect(document.documentElement.lang).toBe(ui[route.language].htmlLang);
      expect(body.getAllByRole("main", { hidden })).toHaveLength(1);
      const h1 = body.getAllByRole("heading", { level: 1, hidden });
      expect(h1).toHaveLength(1);
      if (typeof route.heading === "string") expect(h1[0]!.textContent!.trim()).toBe(route.heading);
      else expect(h1[0]!.textContent).toMatch(route.heading);
    });
  }
});

for (const language of languages) {
  const t = homeText[language];
  const c = contentText[language];
  const { chatOnWhatsapp, launchMessage } = ui[language];

  describe(`[${language}] home`, () => {
    const home = () => builtPage(pathIn(language, "/"));
    const main = () => within(home().body.getByRole("main", { hidden }));
    const section = (name: string | RegExp) => within(main().getByRole("region", { name, hidden }));

    it("has the sections in the required order, each named by its heading", () => {
      const regions = main().getAllByRole("region", { hidden });
      expect(regions).toHaveLength(5);
      const names = [t.heroName, ...t.sectionTitles];
      for (const [index, name] of names.entries()) {
        expect(regions[index]).toHaveAccessibleName(name);
      }
      expect(texts(main().getAllByRole("heading", { level: 2, hidden }))).toEqual(t.sectionTitles);
      expect(regions[2]).toHaveTextContent(t.benefitsEyebrow);
      expect(regions[3]).toHaveTextContent(t.stepsEyebrow);
    });

    it("the hero carries the tagline, the purpose, the trust badges and its calls to action", () => {
      const h1 = home().body.getByRole("heading", { level: 1, hidden });
      for (const part of t.heading) expect(h1).toHaveTextContent(part);
      const hero = section(t.heroName);
      expect(texts(hero.getAllByRole("listitem", { hidden }))).toEqual(t.trustBadges);
      expect(hero.getByRole("button", { name: ui[language].startApplication, hidden })).toBeInTheDocument();
      expect(hero.getByRole("link", { name: t.discoverDestinations, hidden })).toHaveAttribute(
        "href",
        pageRoutesIn[language][2]!.path,
      );
    });

    it("services list the three visa categories with descriptions, and lead to the destinations", () => {
      const services = section(t.sectionTitles[0]!);
      expect(texts(services.getAllByRole("heading", { level: 3, hidden }))).toEqual(t.serviceTitles);
      const cards = [...services.getAllByRole("list", { hidden })[0]!.querySelectorAll(":scope > li")];
      expect(cards).toHaveLength(3);
      for (const [index, card] of cards.entries()) {
        expect(texts(within(card as HTMLElement).getAllByRole("paragraph", { hidden }))).toEqual([
          expect.stringMatching(t.serviceDescriptions[index]!),
        ]);
      }
      expect(services.getByRole("link", { name: t.exploreAllDestinations, hidden })).toHaveAttribute(
        "href",
        pageRoutesIn[language][2]!.path,
      );
    });

    it("why choose us has six benefit cards, each with an icon, a title and a description", () => {
      const benefits = section(t.sectionTitles[1]!);
      expect(texts(benefits.getAllByRole("heading", { level: 3, hidden }))).toEqual(t.benefitTitles);
      const cards = benefits.getAllByRole("listitem", { hidden });
      expect(cards).toHaveLength(6);
      for (const card of cards) {
        expect(card.querySelectorAll("svg")).toHaveLength(1);
        expect(within(card).getByRole("paragraph", { hidden }).textContent?.trim()).not.toBe("");
      }
      const sectionText = main().getByRole("region", { name: t.sectionTitles[1]!, hidden }).textContent;
      for (const fact of t.benefitFacts) expect(sectionText).toContain(fact);
    });

    it("how it works is an ordered list of the six steps", () => {
      const list = section(t.sectionTitles[2]!).getByRole("list", { hidden });
      expect(list.tagName).toBe("OL");
      expect(texts(within(list).getAllByRole("heading", { level: 3, hidden }))).toEqual(t.stepTitles);
      const steps = within(list).getAllByRole("listitem", { hidden });
      for (const fact of t.uploadFacts) expect(steps[2]).toHaveTextContent(fact);
      expect(steps[0]).toHaveTextContent("1");
    });

    it("the FAQ has four questions, all closed, their answers, the launch message and WhatsApp and e-mail support", () => {
      const region = main().getByRole("region", { name: t.sectionTitles[3]!, hidden });
      expect(region).toHaveAttribute("id", "faq");
      const items = [...region.querySelectorAll("details")];
      expect(texts(items.map((item) => item.querySelector("summary")!))).toEqual(t.faqQuestions);
      for (const item of items) expect(item).not.toHaveAttribute("open");
      // The answers are in the HTML, so the questions open without script (native <details>).
      expect(items[0]).toHaveTextContent(t.firstAnswer);
      expect(items[3]!.textContent).toMatch(t.lastAnswer);
      expect(region).toHaveTextContent(launchMessage);
      expect(region).toHaveTextContent(t.supportFromLaunch);
      const faq = within(region);
      const chat = faq.getByRole("link", { name: chatOnWhatsapp, hidden }).getAttribute("href")!;
      expect(chat).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(prefilledText(chat)).toBe(t.whatsappMessage);
      const email = faq.getByRole("link", { name: t.sendEmail, hidden }).getAttribute("href")!;
      expect(email).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
      expect(prefilledText(email)).toBe(t.emailSubject);
    });
  });

  describe(`[${language}] About`, () => {
    it("has the launch badge, the story, the Mission and Vision cards, and WhatsApp and e-mail support", () => {
      const { body } = builtPage(pathIn(language, "/about-us"));
      const main = within(body.getByRole("main", { hidden }));
      expect(main.getByText(c.aboutBadge)).toBeInTheDocument();
      expect(body.getByRole("heading", { level: 1, hidden })).toHaveTextContent(c.aboutHeading);
      const story = main.getByRole("region", { name: c.storyTitle, hidden });
      expect(story).toHaveTextContent(c.storyEyebrow);
      expect(story).toHaveTextContent(c.storyLine);
      const purpose = within(main.getByRole("region", { name: c.purposeTitle, hidden }));
      expect(texts(purpose.getAllByRole("heading", { level: 3, hidden }))).toEqual(c.purposeHeadings);
      const cards = purpose.getAllByRole("listitem", { hidden });
      expect(cards[0]).toHaveTextContent(c.mission);
      expect(cards[1]).toHaveTextContent(c.vision);
      expect(main.getByRole("link", { name: chatOnWhatsapp, hidden })).toHaveAttribute(
        "href",
        expect.stringMatching(/^https:\/\/wa\.me\//),
      );
      expect(main.getByRole("link", { name: support[language].sendEmail, hidden })).toHaveAttribute(
        "href",
        expect.stringMatching(/^mailto:/),
      );
    });
  });

  describe(`[${language}] Travel News`, () => {
    it("says news, tips and updates are coming soon, and offers next steps: the destinations or support", () => {
      const { body } = builtPage(pathIn(language, "/travel-news"));
      expect(body.getByRole("heading", { level: 1, hidden })).toHaveTextContent(c.newsHeading);
      const main = within(body.getByRole("main", { hidden }));
      expect(main.getByRole("region", { name: c.comingSoon, hidden })).toHaveTextContent(c.comingSoonLine);
      expect(main.getByRole("link", { name: chatOnWhatsapp, hidden })).toHaveAttribute(
        "href",
        expect.stringMatching(/^https:\/\/wa\.me\//),
      );
      expect(main.getByRole("link", { name: support[language].sendEmail, hidden })).toHaveAttribute(
        "href",
        expect.stringMatching(/^mailto:/),
      );
      expect(main.getByRole("link", { name: homeText[language].exploreAllDestinations, hidden })).toHaveAttribute(
        "href",
        pathIn(language, "/destinations"),
      );
    });
  });

  describe(`[${language}] Privacy Notice`, () => {
    it("names what the site stores and shares, under its own headings", () => {
      const { body } = builtPage(pathIn(language, "/privacy"));
      const main = within(body.getByRole("main", { hidden }));
      expect(main.getByRole("heading", { level: 1, hidden })).toHaveTextContent(ui[language].pageLabels.privacy);
      expect(texts(main.getAllByRole("heading", { level: 2, hidden }))).toEqual(c.privacyHeadings);
      expect(body.getByRole("main", { hidden })).toHaveTextContent(c.noCookies);
      expect(body.getByRole("main", { hidden })).toHaveTextContent(c.notAffiliated);
    });
  });

  describe(`[${language}] Destinations`, () => {
    const content = destinations[language];
    const text = destinationsPage[language];
    const page = () => builtPage(pathIn(language, "/destinations"));
    const cards = () =>
      within(page().body.getByRole("list", { name: text.listLabel, hidden })).getAllByRole("listitem", { hidden });

    it("shows the 12 destinations with the required exact data", () => {
      const { body } = page();
      expect(body.getByText(text.launchBanner)).toBeInTheDocument();
      expect(cards()).toHaveLength(12);
      expect(cards().map((card) => within(card).getByRole("heading", { level: 2, hidden }).textContent)).toEqual(
        content.map((destination) => destination.name),
      );
      if (language === "en") {
        // The requirements' table, verbatim.
        expect(content.map((destination) => destination.name)).toEqual(specDestinations.map(([name]) => name));
      }
      const status = body.getByRole("status", { hidden });
      // Every card is counted: the twelve and the guides added below them (decision 0027).
      const total = String(12 + addedDestinationCards[language].length);
      expect(status).toHaveTextContent(text.resultsSummary.all.replace("{count}", total).replace("{total}", total));
      for (const [index, card] of cards().entries()) {
        const destination = content[index]!;
        expect(card).toHaveTextContent(`${text.card.visaBy}${destination.getTime}`);
        if (language === "en") expect(card).toHaveTextContent(`Visa By: ${specDestinations[index]![1]}`);
        expect(card).toHaveTextContent(destination.details);
        expect(within(card).getByText(destination.visaStat, { exact: true })).toBeInTheDocument();
        if (language === "en")
          expect(within(card).getByText(specDestinations[index]![2], { exact: true })).toBeInTheDocument();
        // A link to the destination's guide: it works before the scripts run and without them.
        expect(within(card).getByRole("link", { name: ui[language].exploreOptions, hidden })).toHaveAttribute(
          "href",
          guideRoutesIn[language][index]!.path,
        );
        expect(card.querySelector("img")).toHaveAttribute("alt", destination.alt);
      }
      expect(body.getByText(text.photoCredit.label.trim(), { exact: false })).toHaveTextContent("Unsplash");
    });

    it("has an accessible search box with the required placeholder, empty", () => {
      const { body } = page();
      const search = within(body.getByRole("search", { hidden }));
      const box = search.getByRole("searchbox", { name: text.searchLabel, hidden });
      expect(box).toHaveAttribute("placeholder", text.searchPlaceholder);
      if (language === "en")
        expect(box).toHaveAttribute("placeholder", "Search destinations, details or visa status...");
      expect(box).toHaveValue("");
    });

    it("photos use responsive sources on the photo host with fixed dimensions and lazy loading below the first row", () => {
      for (const [index, card] of cards().entries()) {
        const image = card.querySelector("img")!;
        const base = content[index]!.imageUrl;
        expect(image.getAttribute("src")).toBe(`${base}?w=640&h=480&fit=crop&auto=format&q=70`);
        const candidates = image.getAttribute("srcset")!.split(", ");
        expect(candidates.length).toBeGreaterThanOrEqual(4);
        for (const candidate of candidates) {
          expect(candidate).toMatch(
            new RegExp(`^${base.replace(/[.?]/g, "\\$&")}\\?w=(\\d+)&h=\\d+&fit=crop&auto=format&q=70 \\1w$`),
          );
        }
        expect(image.getAttribute("sizes")).toContain("100vw");
        expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["800", "600"]);
        expect(image.getAttribute("decoding")).toBe("async");
        expect(image.getAttribute("loading")).toBe(index < 4 ? "eager" : "lazy");
        expect(image.getAttribute("fetchpriority") ?? "auto").toBe(index < 2 ? "high" : "auto");
      }
    });
  });
}

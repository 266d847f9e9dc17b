import { about } from "../../app/content/about";
import { destinationsPage } from "../../app/content/destinations-page";
import { faq } from "../../app/content/faq";
import { privacy } from "../../app/content/privacy";
import { shell } from "../../app/content/shell";
import { support } from "../../app/content/support";
import { travelNews } from "../../app/content/travel-news";
import { expect, languages, pathIn, test, ui, waitForHydration, type Language } from "./fixtures";

const notAffiliated =
  "VisaUdaan is a private service. It is not a government website and is not affiliated with any government, embassy or consulate.";

/**
 * What each content page says, per language: English written out (the requirements), Hindi
 * read from the content modules.
 */
const pageText: Record<
  Language,
  {
    aboutBadge: string;
    aboutHeading: string;
    storyTitle: string;
    storyEyebrow: string;
    storyLine: string;
    purposeTitle: string;
    purposeHeadings: string[];
    mission: string;
    vision: string;
    sendEmail: string;
    newsHeading: string;
    comingSoon: string;
    comingSoonLine: string;
    exploreAllDestinations: string;
    destinationsHeading: string;
    faqQuestion: string;
    notAffiliated: string;
    privacyHeadings: string[];
    noCookies: string;
  }
> = {
  en: {
    aboutBadge: "Launching New Features Soon!",
    aboutHeading: "About VisaUdaan",
    storyTitle: "Visas should be the easy part of travel",
    storyEyebrow: "Our story",
    storyLine: "Udaan is Hindi for flight",
    purposeTitle: "What drives us",
    purposeHeadings: ["Our Mission", "Our Vision"],
    mission: "To simplify global travel for Indian explorers.",
    vision: "A one-stop hub for global exploration that goes beyond visas.",
    sendEmail: "Send an E-mail",
    newsHeading: "Travel News & Updates",
    comingSoon: "Coming Soon!",
    comingSoonLine: "News, tips and updates for Indian travellers will be live here shortly.",
    exploreAllDestinations: "Explore All Destinations",
    destinationsHeading: "Explore Global Destinations",
    faqQuestion: "How long does visa processing take?",
    notAffiliated,
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
    noCookies: "This website does not set cookies",
  },
  hi: {
    aboutBadge: about.hi.badge,
    aboutHeading: about.hi.title,
    storyTitle: about.hi.story.title,
    storyEyebrow: about.hi.story.eyebrow,
    storyLine: about.hi.story.paragraphs[1]!,
    purposeTitle: about.hi.purposeTitle,
    purposeHeadings: Object.values(about.hi.purpose).map((card) => card.title),
    mission: about.hi.purpose.mission.statement,
    vision: about.hi.purpose.vision.statement,
    sendEmail: support.hi.sendEmail,
    newsHeading: travelNews.hi.title,
    comingSoon: travelNews.hi.comingSoon.title,
    comingSoonLine: travelNews.hi.comingSoon.description,
    exploreAllDestinations: shell.hi.exploreAllDestinations,
    destinationsHeading: destinationsPage.hi.title,
    faqQuestion: faq.hi.items.find((item) => item.id === "processing-time")!.question,
    notAffiliated: shell.hi.notAffiliated,
    privacyHeadings: privacy.hi.sections.map((section) => section.title),
    noCookies: "यह वेबसाइट कुकीज़ सेट नहीं करती",
  },
};

for (const language of languages) {
  const text = pageText[language];
  const { chatOnWhatsapp } = ui[language];

  test.describe(`[${language}] About`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(pathIn(language, "/about-us"));
    });

    test("has the launch badge, the story, and the Mission and Vision cards", async ({ page }) => {
      const main = page.getByRole("main");
      await expect(main.getByText(text.aboutBadge)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.aboutHeading);

      const story = main.getByRole("region", { name: text.storyTitle });
      await expect(story).toContainText(text.storyEyebrow);
      await expect(story).toContainText(text.storyLine);

      const purpose = main.getByRole("region", { name: text.purposeTitle });
      await expect(purpose.getByRole("heading", { level: 3 })).toHaveText(text.purposeHeadings);
      const cards = purpose.getByRole("listitem");
      await expect(cards.nth(0)).toContainText(text.mission);
      await expect(cards.nth(1)).toContainText(text.vision);
    });

    test("offers WhatsApp and e-mail support", async ({ page }) => {
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: chatOnWhatsapp })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
      await expect(main.getByRole("link", { name: text.sendEmail })).toHaveAttribute("href", /^mailto:/);
    });
  });

  test.describe(`[${language}] Travel News`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(pathIn(language, "/travel-news"));
    });

    test("says news, tips and updates are coming soon", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.newsHeading);
      const placeholder = page.getByRole("main").getByRole("region", { name: text.comingSoon });
      await expect(placeholder).toContainText(text.comingSoonLine);
    });

    test("offers next steps: explore destinations or contact support", async ({ page }) => {
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: chatOnWhatsapp })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
      await expect(main.getByRole("link", { name: text.sendEmail })).toHaveAttribute("href", /^mailto:/);
      await main.getByRole("link", { name: text.exploreAllDestinations }).click();
      await expect(page).toHaveURL(pathIn(language, "/destinations"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.destinationsHeading);
    });
  });

  test(`[${language}] each content page has its own title and meta description`, async ({ page }) => {
    const seen = new Set<string>();
    for (const path of ["/", "/about-us", "/travel-news"].map((path) => pathIn(language, path))) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      expect(seen.has(title), `${path} title is unique`).toBe(false);
      expect(seen.has(description ?? ""), `${path} description is unique`).toBe(false);
      seen.add(title);
      seen.add(description ?? "");
    }
  });

  test.describe(`[${language}] at 320 px`, () => {
    test.use({ viewport: { width: 320, height: 640 } });

    for (const path of ["/", "/about-us", "/destinations", "/travel-news"].map((path) => pathIn(language, path))) {
      test(`${path} has no horizontal overflow`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(320);
      });
    }

    test("the home page has no horizontal overflow with an FAQ answer open", async ({ page }) => {
      await page.goto(pathIn(language, "/"));
      await waitForHydration(page);
      await page.getByText(text.faqQuestion).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });

  test.describe(`[${language}] Privacy Notice`, () => {
    test.use({ javaScriptEnabled: false });

    test("is linked from every page's footer, beside the not-a-government line, and readable without JavaScript", async ({
      page,
    }) => {
      const privacyLabel = ui[language].pageLabels.privacy;
      for (const path of ["/", "/destinations", "/no-such-page"].map((path) => pathIn(language, path))) {
        await page.goto(path);
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByText(text.notAffiliated)).toBeVisible();
        await expect(footer.getByRole("link", { name: privacyLabel })).toHaveAttribute(
          "href",
          pathIn(language, "/privacy"),
        );
      }
      await page.getByRole("contentinfo").getByRole("link", { name: privacyLabel }).click();
      await expect(page).toHaveURL(pathIn(language, "/privacy"));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(privacyLabel);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(text.privacyHeadings);
      await expect(main).toContainText(text.noCookies);
      await expect(main).toContainText(text.notAffiliated);
    });
  });
}

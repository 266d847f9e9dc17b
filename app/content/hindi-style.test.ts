import { describe, expect, it } from "vitest";
import { hindi } from "~/lib/build/hindi-style";
import { checkRepetition, checkStyle, describeProblem } from "~/lib/build/prose-style";
import styleGuide from "../../docs/hindi-style-guide.md?raw";
import { itKeepsItsStyleGuide, styleCheckOf } from "../../tests/style-check";

/**
 * Every Hindi word file (app/content/words/hi/, decision 0017) and the language's own name in
 * the language control keep the style guide (docs/hindi-style-guide.md): one spelling per
 * word, no word the glossary rejects, one wording of a fixed concept, no Latin word outside its
 * list, whole sentences in answers, no launch said too often on a page.
 */

const check = styleCheckOf("hi", hindi, styleGuide);
const { siteTexts, rules, launchMessage } = check;

describe("Hindi style", () => {
  itKeepsItsStyleGuide(check, hindi, ["ETA"]);

  it("fails on a planted example of each kind, naming the file, the key path and the word", () => {
    const planted = [
      ...siteTexts,
      { file: "planted.json", path: "planted.nukta", text: "सबसे ज्यादा" },
      { file: "planted.json", path: "planted.nasal", text: "सम्बन्ध" },
      { file: "planted.json", path: "planted.glossary", text: "सपोर्ट टीम, सिंगापुर का मिशन, हमारा मिशन" },
      { file: "planted.json", path: "planted.latin", text: "visa स्टेटस" },
      { file: "planted.json", path: "planted.wording", text: "किसी भी 180 दिन में 90 दिन रुक सकते हैं।" },
      { file: "planted.json", path: "planted.answer", text: "हाँ, लॉन्च के बाद से। फ़ॉर्म फ़ोन पर भरा जा सकेगा।" },
      { file: "planted.json", path: "planted.question", text: "क्या मैं ख़ुद आवेदन कर सकता हूँ?" },
      { file: "planted.json", path: "planted.aside", text: "कोई भी (हम भी, दूतावास भी) गारंटी नहीं दे सकता।" },
    ];
    const found = checkStyle(planted, rules, hindi).map(describeProblem);
    const about = (where: string) => found.filter((line) => line.includes(where));
    expect(about("planted.json planted.nukta")).toEqual([
      expect.stringMatching(/^spelling: .*"ज़्यादा" \(.*\.json .*\), "ज्यादा" \(planted\.json planted\.nukta\)/),
      expect.stringMatching(/^spelling: planted\.json planted\.nukta: spelled more than one way/),
    ]);
    expect(about("planted.json planted.nasal")).toEqual([
      expect.stringContaining('"सम्बन्ध" has a half nasal letter before its own class: write "संबंध"'),
      expect.stringMatching(/^spelling: .*"संबंध" \(.*\), "सम्बन्ध" \(planted\.json planted\.nasal\)/),
      expect.stringMatching(/^spelling: planted\.json planted\.nasal: spelled more than one way/),
    ]);
    expect(about("planted.json planted.glossary")).toEqual([
      expect.stringContaining('"सपोर्ट" is rejected for "support"'),
      expect.stringContaining('"मिशन" is rejected for "mission (a country\'s diplomatic office)"'),
    ]);
    expect(about("planted.json planted.latin")).toEqual([
      expect.stringContaining('"स्टेटस" is rejected'),
      expect.stringContaining('"visa" is in Latin letters'),
    ]);
    expect(about("planted.json planted.wording")).toEqual([
      expect.stringContaining(
        'says the Schengen stay limit in its own words: write "किसी भी 180 दिन की अवधि में कुल 90 दिन तक"',
      ),
    ]);
    expect(about("planted.json planted.answer")).toEqual([
      expect.stringContaining('the answer\'s first sentence "हाँ, लॉन्च के बाद से" ends in "से", not a verb'),
    ]);
    expect(about("planted.json planted.question")).toEqual([
      expect.stringContaining('"सकता हूँ" is a first-person verb that assumes a gender'),
    ]);
    expect(about("planted.json planted.aside")).toEqual([
      expect.stringContaining('"(हम भी, दूतावास भी)" is an aside in brackets'),
    ]);
  });

  it("refuses the rejected word of each term the copy editor found said two ways, and passes the chosen one", () => {
    const pairs = [
      ["फ़्लाइट बदलने या एयरपोर्ट से बाहर निकलने के लिए।", "फ़्लाइट बदलने या हवाई अड्डे से बाहर निकलने के लिए।"],
      ["जमा करने का दिन, सप्ताहांत और छुट्टियाँ नहीं गिनी जातीं।", "जमा करने का दिन, शनिवार-रविवार और छुट्टियाँ नहीं गिनी जातीं।"],
      ["यूएई के हर प्रवेश द्वार पर वीज़ा मिल सकता है।", "यूएई के हर प्रवेश स्थल पर वीज़ा मिल सकता है।"],
      ["सिंगापुर की इमिग्रेशन और चेकपॉइंट अथॉरिटी (आईसीए)", "सिंगापुर के इमिग्रेशन और चेकपॉइंट प्राधिकरण (आईसीए)"],
      ["अमेरिकी कस्टम्स ऐंड बॉर्डर सिक्योरिटी (सीबीपी)", "अमेरिकी सीमा एजेंसी सीबीपी"],
      ["कनाडा बॉर्डर सर्विसेज़ एजेंसी", "कनाडा सीमा सेवा एजेंसी"],
      [
        "10 अप्रैल 2026 से एंट्री/एग्ज़िट सिस्टम के लिए आपके फ़िंगरप्रिंट और फ़ोटो लिए जाते हैं।",
        "10 अप्रैल 2026 से एंट्री/एग्ज़िट सिस्टम के लिए आपके फ़िंगरप्रिंट लिए जाते हैं और चेहरे की फ़ोटो खींची जाती है।",
      ],
    ] as const;
    const problemsOf = (text: string) =>
      checkStyle([{ file: "planted.json", path: "planted.text", text }], rules, hindi).map(describeProblem);
    // A phrase the glossary chooses keeps its rejected word: the visa's name keeps एयरपोर्ट.
    expect(problemsOf("हाँ, एयरपोर्ट ट्रांज़िट वीज़ा चाहिए।")).toEqual([]);
    for (const [refused, passed] of pairs) {
      expect([refused, problemsOf(refused)]).toEqual([
        refused,
        [expect.stringMatching(/^(glossary|wording): planted\.json planted\.text: /)],
      ]);
      expect([passed, problemsOf(passed)]).toEqual([passed, []]);
    }
  });

  it("fails on a page that says the launch more often than the guide allows, the launch message left out", () => {
    const limit = rules.repetition.find(({ word }) => word === "लॉन्च*")!;
    const texts = Array.from({ length: limit.atMost + 1 }, (_, index) => ({
      file: "planted.json",
      path: `planted[${index}]`,
      text: `${launchMessage} लॉन्च होने पर।`,
    }));
    expect(
      checkRepetition([{ page: "/hi/planted", texts: texts.slice(1) }], rules.repetition, [launchMessage], hindi),
    ).toEqual([]);
    expect(
      checkRepetition([{ page: "/hi/planted", texts }], rules.repetition, [launchMessage], hindi).map(describeProblem),
    ).toEqual([
      expect.stringContaining(`"लॉन्च" appears ${limit.atMost + 1} times on /hi/planted, at most ${limit.atMost}`),
    ]);
  });
});

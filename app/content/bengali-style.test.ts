import { describe, expect, it } from "vitest";
import { bengali } from "~/lib/build/bengali-style";
import { checkRepetition, checkStyle, describeProblem } from "~/lib/build/prose-style";
import styleGuide from "../../docs/bengali-style-guide.md?raw";
import { itKeepsItsStyleGuide, styleCheckOf } from "../../tests/style-check";

/**
 * Every Bengali word file (app/content/words/bn/, decision 0017) and the language's own name in
 * the language control keep the style guide (docs/bengali-style-guide.md): one spelling per
 * word and the Akademi's, no word the glossary rejects, the one Schengen wording, no Latin word
 * outside its list, the brand in Latin letters, digits 0-9, whole sentences in answers, আপনি and
 * চলিত ভাষা, no first person in questions, no aside in brackets, no launch said too often on a page.
 */

const check = styleCheckOf("bn", bengali, styleGuide);
const { siteTexts, rules, launchMessage } = check;

describe("Bengali style", () => {
  itKeepsItsStyleGuide(check, bengali, ["IRCC"]);

  it("fails on a planted example of each kind, naming the file, the key path and the word", () => {
    const planted = [
      ...siteTexts,
      { file: "planted.json", path: "planted.vowel", text: "বীমা ছাড়া যাত্রা" },
      { file: "planted.json", path: "planted.glossary", text: "আপনার ইমেল দেখুন।" },
      { file: "planted.json", path: "planted.brand", text: "ভিসাউড়ান টিম" },
      { file: "planted.json", path: "planted.latin", text: "visa নিয়ে প্রশ্ন" },
      { file: "planted.json", path: "planted.numerals", text: "২০২৬ থেকে" },
      { file: "planted.json", path: "planted.joiner", text: "ফি\u200C লাগে" },
      { file: "planted.json", path: "planted.nfc", text: "\u0995\u09C7\u09BE\u09A8 দেশ" },
      { file: "planted.json", path: "planted.wording", text: "ছয় মাসে 90 দিন থাকা যায়।" },
      { file: "planted.json", path: "planted.answer", text: "হ্যাঁ, পরিষেবা চালু হলে। ফর্ম ফোনেই পাবেন।" },
      { file: "planted.json", path: "planted.question", text: "আমি কি ফোন থেকে আবেদন করতে পারি?" },
      { file: "planted.json", path: "planted.verb", text: "আমরা জানাবো।" },
      { file: "planted.json", path: "planted.emphatic", text: "কোনো ফি নেই।" },
      { file: "planted.json", path: "planted.familiar", text: "তুমি আবেদন করো।" },
      { file: "planted.json", path: "planted.ending", text: "WhatsAppএ লিখুন।" },
      { file: "planted.json", path: "planted.placeholder", text: "{name}-এর ভিসা" },
      { file: "planted.json", path: "planted.dollar", text: "ফি 185 ডলার।" },
      { file: "planted.json", path: "planted.stop", text: "ফি লাগে." },
      { file: "planted.json", path: "planted.aside", text: "কেউ (আমরা, দূতাবাসও) নিশ্চয়তা দিতে পারে না।" },
    ];
    const found = checkStyle(planted, rules, bengali).map(describeProblem);
    const about = (where: string) => found.filter((line) => line.includes(`planted.json ${where}`));
    expect(about("planted.vowel")).toEqual(
      expect.arrayContaining([expect.stringContaining('"বীমা" is rejected for "travel insurance; insurance"')]),
    );
    expect(about("planted.glossary")).toEqual([expect.stringContaining('"ইমেল" is rejected for "e-mail"')]);
    expect(about("planted.brand")).toEqual([
      expect.stringContaining('"ভিসাউড়ান" is rejected for "VisaUdaan (the brand)"'),
    ]);
    expect(about("planted.latin")).toEqual([expect.stringContaining('"visa" is in Latin letters')]);
    expect(about("planted.numerals")).toEqual(
      ["২", "০", "২", "৬"].map((digit) => expect.stringContaining(`"${digit}" is a Bengali numeral`)),
    );
    expect(about("planted.joiner")).toEqual([expect.stringContaining("holds an invisible U+200C")]);
    // Decomposed, it is also a second spelling of the composed word the site writes.
    expect(about("planted.nfc")).toEqual(
      expect.arrayContaining([expect.stringContaining("is not in Unicode NFC"), expect.stringContaining('"কোন"')]),
    );
    expect(about("planted.wording")).toEqual([
      expect.stringContaining(
        'says the Schengen stay limit in its own words: write "যে কোনও 180 দিনের মধ্যে মোট 90 দিন পর্যন্ত"',
      ),
    ]);
    expect(about("planted.answer")).toEqual([
      expect.stringContaining('the answer\'s first sentence "হ্যাঁ, পরিষেবা চালু হলে" ends in "হলে", not a verb'),
    ]);
    expect(about("planted.question")).toEqual([expect.stringContaining('"আমি" is a first person in a question')]);
    expect(about("planted.verb")).toEqual([expect.stringContaining('"জানাবো" has a ও-কার on its verb ending')]);
    expect(about("planted.emphatic")).toEqual([expect.stringContaining('"কোনো" takes the emphatic -ও as a letter')]);
    expect(about("planted.familiar")).toEqual([expect.stringContaining('"তুমি" addresses the reader as তুমি')]);
    expect(about("planted.ending")).toEqual([
      expect.stringContaining('"WhatsAppএ": join a case ending to a Latin word'),
    ]);
    expect(about("planted.placeholder")).toEqual([expect.stringContaining('"{name}-এর": no case ending suits')]);
    expect(about("planted.dollar")).toEqual([expect.stringContaining('"185 ডলার" does not say whose dollar')]);
    expect(about("planted.stop")).toEqual([expect.stringContaining("not a Latin full stop")]);
    expect(about("planted.aside")).toEqual([expect.stringContaining('"(আমরা, দূতাবাসও)" is an aside in brackets')]);
  });

  it("fails on a page that says the launch more often than the guide allows, the launch message left out", () => {
    const [limit] = rules.repetition;
    const word = limit!.word.replace(/\*$/, "");
    const texts = Array.from({ length: limit!.atMost + 1 }, (_, index) => ({
      file: "planted.json",
      path: `planted[${index}]`,
      text: `${launchMessage} পরিষেবা ${word} চালু হবে।`,
    }));
    expect(
      checkRepetition([{ page: "/bn/planted", texts: texts.slice(1) }], rules.repetition, [launchMessage], bengali),
    ).toEqual([]);
    expect(
      checkRepetition([{ page: "/bn/planted", texts }], rules.repetition, [launchMessage], bengali).map(
        describeProblem,
      ),
    ).toEqual([expect.stringContaining(`appears ${limit!.atMost + 1} times on /bn/planted, at most ${limit!.atMost}`)]);
  });
});

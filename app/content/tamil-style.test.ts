import { describe, expect, it } from "vitest";
import { checkRepetition, checkStyle, describeProblem } from "~/lib/build/prose-style";
import { tamil } from "~/lib/build/tamil-style";
import styleGuide from "../../docs/tamil-style-guide.md?raw";
import { itKeepsItsStyleGuide, styleCheckOf } from "../../tests/style-check";

/**
 * Every Tamil word file (app/content/words/ta/, decision 0017) and the language's own name in
 * the language control keep the style guide (docs/tamil-style-guide.md): one spelling per word,
 * no word the glossary rejects, the one Schengen wording, no Latin word outside its list, the
 * brand in Latin letters, digits 0-9, whole sentences in answers, no gender and no first person
 * in questions, no aside in brackets, no launch said too often on a page.
 */

const check = styleCheckOf("ta", tamil, styleGuide);
const { siteTexts, rules, launchMessage } = check;

describe("Tamil style", () => {
  itKeepsItsStyleGuide(check, tamil);

  it("fails on a planted example of each kind, naming the file, the key path and the word", () => {
    const planted = [
      ...siteTexts,
      { file: "planted.json", path: "planted.grantha", text: "பாச்போர்ட் எண்" },
      { file: "planted.json", path: "planted.glossary", text: "உங்கள் கடவுச்சீட்டில் உள்ள விவரம்" },
      { file: "planted.json", path: "planted.brand", text: "விசா உடான் குழு" },
      { file: "planted.json", path: "planted.latin", text: "visa நிலை" },
      { file: "planted.json", path: "planted.numerals", text: "௨௦௨௬ முதல்" },
      { file: "planted.json", path: "planted.joiner", text: "கட்டணம்\u200C உண்டு" },
      { file: "planted.json", path: "planted.nfc", text: "\u0B95\u0BC6\u0BBE\u0BB4\u0BC1\u0BAE\u0BCD\u0BAA\u0BC1 வரை" },
      { file: "planted.json", path: "planted.wording", text: "ஆறு மாதத்தில் 90 நாள் தங்கலாம்." },
      { file: "planted.json", path: "planted.answer", text: "ஆம், சேவை தொடங்கியதும். படிவம் போனில் கிடைக்கும்." },
      { file: "planted.json", path: "planted.question", text: "நான் எப்படி விண்ணப்பிப்பேன்?" },
      { file: "planted.json", path: "planted.gender", text: "பயணி விசா பெறுவான்." },
      { file: "planted.json", path: "planted.aside", text: "யாரும் (நாங்களும், தூதரகமும்) உத்தரவாதம் தர முடியாது." },
    ];
    const found = checkStyle(planted, rules, tamil).map(describeProblem);
    const about = (where: string) => found.filter((line) => line.includes(where));
    expect(about("planted.json planted.grantha")).toEqual([
      expect.stringMatching(/^spelling: .*"பாஸ்போர்ட்" \(.*\), "பாச்போர்ட்" \(planted\.json planted\.grantha\)/),
      expect.stringMatching(/^spelling: planted\.json planted\.grantha: spelled more than one way/),
    ]);
    expect(about("planted.json planted.glossary")).toEqual([
      expect.stringContaining('"கடவுச்சீட்டில்" is rejected for "passport": write "பாஸ்போர்ட்"'),
    ]);
    expect(about("planted.json planted.brand")).toEqual([
      expect.stringContaining('"விசா உடான்" is rejected for "VisaUdaan (the brand)": write "VisaUdaan"'),
    ]);
    expect(about("planted.json planted.latin")).toEqual([expect.stringContaining('"visa" is in Latin letters')]);
    expect(about("planted.json planted.numerals")).toEqual(
      ["௨", "௦", "௨", "௬"].map((digit) =>
        expect.stringContaining(`"${digit}" is a Tamil numeral: write the digits 0-9`),
      ),
    );
    expect(about("planted.json planted.joiner")).toEqual([expect.stringContaining("holds an invisible U+200C")]);
    expect(about("planted.json planted.nfc")).toEqual([expect.stringContaining("is not in Unicode NFC")]);
    expect(about("planted.json planted.wording")).toEqual([
      expect.stringContaining(
        'says the Schengen stay limit in its own words: write "எந்த 180 நாள் காலத்திலும் மொத்தம் 90 நாள்கள் வரை"',
      ),
    ]);
    expect(about("planted.json planted.answer")).toEqual([
      expect.stringContaining('the answer\'s first sentence "ஆம், சேவை தொடங்கியதும்" ends in "தொடங்கியதும்", not a verb'),
    ]);
    expect(about("planted.json planted.question")).toEqual([
      expect.stringContaining('"நான்" is a first person in a question'),
      expect.stringContaining('"விண்ணப்பிப்பேன்" is a first person in a question'),
    ]);
    expect(about("planted.json planted.gender")).toEqual([
      expect.stringContaining('"பெறுவான்" is a third person with a gender'),
    ]);
    expect(about("planted.json planted.aside")).toEqual([
      expect.stringContaining('"(நாங்களும், தூதரகமும்)" is an aside in brackets'),
    ]);
  });

  it("refuses, from the guide's own tables, the words a copy editor found wrong, and passes what it chose", () => {
    const problemsOf = (text: string) =>
      checkStyle([{ file: "planted.json", path: "planted", text }], rules, tamil).map(
        ({ kind, word }) => `${kind} ${word}`,
      );
    const wrongAndRight: [wrong: string, right: string][] = [
      ["சிலருக்கு வருகை விசா", "சிலருக்கு வந்திறங்கியதும் விசா"],
      ["ஐஆர்சிசி இணையதளத்தில் சரிபாருங்கள்.", "IRCC இணையதளத்தில் சரிபாருங்கள்."],
      ["ஐசிஏ அமைப்பின் இணையதளம்", "ICA அமைப்பின் இணையதளம்"],
      ["ஜிடிஆர்எஃப்ஏ இணையதளம்", "GDRFA இணையதளம்"],
      ["விஎஃப்எஸ் குளோபல் விசா மையம்", "VFS Global விசா மையம்"],
      ["எஸ்ஜி அரைவல் கார்டு", "SG Arrival Card"],
      ["மைஐசிஏ ஆப்பிலோ", "MyICA ஆப்பிலோ"],
      ["அட்வான்ஸ் சிபிஎஸ்ஏ டிக்ளரேஷன்", "Advance CBSA Declaration"],
      ["அமெரிக்கா விசா பற்றிய கேள்வி", "அமெரிக்க விசா பற்றிய கேள்வி"],
      ["ஐக்கிய அரபு அமீரகம் விசா", "அமீரக விசா"],
      ["வசிப்பிட அனுமதி", "குடியிருப்பு அனுமதி"],
      ["விசா அங்கீகரிக்கப்பட்டிருக்க வேண்டும்.", "விசாவுக்கு ஒப்புதல் கிடைத்திருக்க வேண்டும்."],
      ["ஏஜென்சி அலுவலகங்கள்", "முகவர் அலுவலகங்கள்"],
      ["ஐஆர்சிசி நிர்ணயித்துள்ள சேவைத் தரம்", "IRCC நிர்ணயித்துள்ள இலக்குக் காலம்"],
      ["‘விசா இன்டெக்ரிட்டி’ கட்டணம்", "‘விசா நேர்மைக் கட்டணம்’"],
      ["இது ராயல் தாய் தூதரகத்தின் எண்ணிக்கை.", "இது தாய்லாந்து அரச தூதரகத்தின் எண்ணிக்கை."],
      ["பாதுகாப்பாக இருக்க, முன்பே விண்ணப்பியுங்கள்.", "முன்னெச்சரிக்கையாக, முன்பே விண்ணப்பியுங்கள்."],
      ["சுமார் 14 வேலை நாள்கள் அவகாசம் வையுங்கள்.", "சுமார் 14 வேலை நாள்களை ஒதுக்குங்கள்."],
    ];
    for (const [wrong, right] of wrongAndRight) {
      expect([wrong, problemsOf(wrong).length > 0]).toEqual([wrong, true]);
      expect([right, problemsOf(right)]).toEqual([right, []]);
    }
  });

  it("fails on a page that says the launch more often than the guide allows, the launch message left out", () => {
    const [limit] = rules.repetition;
    const word = limit!.word.replace(/\*$/, "");
    const texts = Array.from({ length: limit!.atMost + 1 }, (_, index) => ({
      file: "planted.json",
      path: `planted[${index}]`,
      text: `${launchMessage} சேவை ${word}யதும்.`,
    }));
    expect(
      checkRepetition([{ page: "/ta/planted", texts: texts.slice(1) }], rules.repetition, [launchMessage], tamil),
    ).toEqual([]);
    expect(
      checkRepetition([{ page: "/ta/planted", texts }], rules.repetition, [launchMessage], tamil).map(describeProblem),
    ).toEqual([expect.stringContaining(`appears ${limit!.atMost + 1} times on /ta/planted, at most ${limit!.atMost}`)]);
  });
});

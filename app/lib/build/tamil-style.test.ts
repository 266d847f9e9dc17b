import { describe, expect, it } from "vitest";
import { checkStyle, parseStyleGuide } from "./prose-style";
import { isVerbForm, spellingKey, tamil } from "./tamil-style";

const rules = parseStyleGuide(
  `## Glossary

| English | Tamil | Rejected | Preferred over | Why |
| --- | --- | --- | --- | --- |
| fee; service charge | கட்டணம் · சேவைக் கட்டணம் | சேவை கட்டண* | | |

## Fixed wordings

| Concept | Wording | When a sentence has | Why |
| --- | --- | --- | --- |
| the stay limit | எந்த 180 நாள் காலத்திலும் மொத்தம் 90 நாள்கள் வரை | 90 நாள் + 180 நாள் | |

## Repetition

| Word | At most on a page | Why |
| --- | --- | --- |

## What stays in Latin letters

| Latin text | Why |
| --- | --- |
| ETIAS | |
| ETA | |
`,
  "Tamil",
);
const text = (value: string, path = "x") => ({ file: "sample.json", path, text: value });
const problemsIn = (value: string, path = "x") =>
  checkStyle([text(value, path)], rules, tamil).map(({ kind, word }) => `${kind} ${word}`);

describe("spellingKey (Tamil)", () => {
  it("compares words with grantha letters as Tamil ones, no aytham, ந as ன and ண்ட as ன்ட", () => {
    expect(spellingKey("விஸா")).toBe(spellingKey("விசா"));
    expect(spellingKey("ஜார்ஜியா")).toBe(spellingKey("சார்சியா"));
    expect(spellingKey("ஹாங்காங்")).toBe(spellingKey("காங்காங்"));
    expect(spellingKey("ஃபிரான்ஸ்")).toBe(spellingKey("பிரான்ஸ்"));
    expect(spellingKey("அப்பாயிண்ட்மெண்ட்")).toBe(spellingKey("அப்பாயின்ட்மென்ட்"));
  });

  it("keeps ண and ன apart outside ண்ட: they make different words", () => {
    expect(spellingKey("பனி")).not.toBe(spellingKey("பணி"));
    expect(spellingKey("என்")).not.toBe(spellingKey("எண்"));
  });

  it("keeps words apart that differ in a vowel or in ல ள ழ", () => {
    expect(spellingKey("விசா")).not.toBe(spellingKey("விசை"));
    expect(spellingKey("வழி")).not.toBe(spellingKey("வலி"));
  });
});

describe("isVerbForm (Tamil)", () => {
  it("tells a verb that ends a sentence from another word", () => {
    for (const verb of [
      "கிடைக்கும்",
      "முடியும்",
      "உள்ளது",
      "இருக்கிறது",
      "உள்ளன",
      "தெரிவித்தார்",
      "பாருங்கள்",
      "விண்ணப்பிக்கலாம்",
      "இல்லை",
      "தேவையில்லை",
      "முடியவில்லை",
      "தேவை",
      "அனுப்பவும்",
      "உண்டு",
    ]) {
      expect([verb, isVerbForm(verb)]).toEqual([verb, true]);
    }
    for (const other of ["ஆம்", "தொடங்கியதும்", "வரும்போதும்", "விசாவையும்", "இது", "நீங்கள்", "கட்டணம்", "வரை", "முன்", ""]) {
      expect([other, isVerbForm(other)]).toEqual([other, false]);
    }
  });
});

describe("checkStyle with Tamil", () => {
  it("splits sentences at a full stop before a space, not inside a host name", () => {
    expect(problemsIn("evisa.gov.az இணையதளத்தில் விண்ணப்பிக்கலாம். ETIAS தேவையில்லை.", "faqs[0].answer")).toEqual([]);
    expect(problemsIn("ETIAS. இனி தேவையில்லை.", "faqs[0].answer")).toEqual(["sentence "]);
  });

  it("refuses Tamil numerals, a rejected form with its endings, and keeps the chosen phrase", () => {
    expect(problemsIn("௨௦௨௬ முதல்")).toEqual(["characters ௨", "characters ௦", "characters ௨", "characters ௬"]);
    expect(problemsIn("சேவை கட்டணத்தை")).toEqual(["glossary சேவை கட்டணத்தை"]);
    expect(problemsIn("சேவைக் கட்டணம் உண்டு.")).toEqual([]);
  });

  it("says the Schengen rule in the one wording", () => {
    expect(problemsIn("எந்த 180 நாள் காலத்திலும் மொத்தம் 90 நாள்கள் வரை தங்கலாம்.")).toEqual([]);
    expect(problemsIn("180 நாள்களில் 90 நாள் தங்கலாம்.")).toEqual(["wording 180 நாள்களில் 90 நாள் தங்கலாம்"]);
  });

  it("refuses a third person with gender anywhere, but not a button or the clitic -தான்", () => {
    expect(problemsIn("அவன் விசா பெறுவான். அவள் வந்தாள்.")).toEqual([
      "sentence அவன்",
      "sentence பெறுவான்",
      "sentence அவள்",
      "sentence வந்தாள்",
    ]);
    expect(problemsIn("பொத்தானை அழுத்தினால் மட்டுமே. ஆறு மாதம் கழித்துத்தான் தெரியும். பொத்தான்.")).toEqual([]);
    // Who says a fact is named as it names itself.
    expect(problemsIn("கொம்பாஸ் கிராமீடியாவின் பராபுவான்", "facts.mdac.by")).toEqual([]);
    expect(problemsIn("கொம்பாஸ் கிராமீடியாவின் பராபுவான்", "facts.mdac.says")).toEqual(["sentence பராபுவான்"]);
  });

  it("refuses a first person in a question, and allows it in a message the visitor sends", () => {
    expect(problemsIn("நான் விண்ணப்பிக்கலாமா?", "faqs[0].question")).toEqual(["sentence நான்"]);
    expect(problemsIn("எனக்கு உதவி தேவை.", "whatsappMessage")).toEqual([]);
    expect(problemsIn("மொபைல் போனிலிருந்து விண்ணப்பிக்க முடியுமா?", "faqs[0].question")).toEqual([]);
  });

  it("refuses a country's adjective without the doubled consonant, not a participle or a soft consonant", () => {
    expect(problemsIn("இந்திய பாஸ்போர்ட் வைத்திருப்பவர்கள். இந்திய சாதாரண பாஸ்போர்ட். அமெரிக்க தூதரகம்.")).toEqual([
      "sentence இந்திய பாஸ்போர்ட்",
      "sentence இந்திய சாதாரண",
      "sentence அமெரிக்க தூதரகம்",
    ]);
    expect(problemsIn("இந்தியப் பாஸ்போர்ட் வைத்திருப்பவர்கள். புதிய பாஸ்போர்ட். அமெரிக்க டாலர். ஐரோப்பிய ஒன்றியம்.")).toEqual([]);
  });

  it("refuses ஒரு before a vowel and passes ஓர்", () => {
    expect(problemsIn("வேறு ஒரு ஐரோப்பிய நாடு.")).toEqual(["sentence ஒரு ஐரோப்பிய"]);
    expect(problemsIn("வேறு ஓர் ஐரோப்பிய நாடு. ஒரு நாடு.")).toEqual([]);
  });

  it("refuses a placeholder before விசா or after -க்கு, and passes one before a verb", () => {
    expect(problemsIn("இந்தியர்களுக்கு {name} விசா")).toEqual(["sentence {name} விசா", "sentence இந்தியர்களுக்கு {name}"]);
    expect(problemsIn("{place} விசாவுக்கான ஆவணங்கள்")).toEqual(["sentence {place} விசாவுக்கான"]);
    expect(
      problemsIn("{name} செல்லும் இந்தியர்களுக்கான விசா. {name} செல்வதற்கான விசா பற்றிய கேள்வி. பயணத்துக்கு {days} நாள்கள்."),
    ).toEqual([]);
  });

  it("refuses a window said as a ban on applying early, and passes the earliest day", () => {
    expect(problemsIn("பயணத்துக்கு ஆறு மாதங்களுக்கு முன்னதாக விண்ணப்பிக்க முடியாது.")).toEqual([
      "sentence மாதங்களுக்கு முன்னதாக விண்ணப்பிக்க முடியாது",
    ]);
    expect(
      problemsIn(
        "பயணத்துக்கு ஆறு மாதங்கள் முன்பிருந்துதான் விண்ணப்பிக்க முடியும். அதற்கு முன் விண்ணப்பிக்க முடியாது. 3 நாள்களுக்கு மேல் முன்னதாகச் சமர்ப்பிக்க முடியாது.",
      ),
    ).toEqual([]);
  });

  it("refuses வரை for a deadline, and passes -க்குள் or அன்றோ அதற்கு முன்போ", () => {
    expect(problemsIn("{latest} வரை விண்ணப்பித்திருக்க வேண்டும்.")).toEqual(["sentence வரை விண்ணப்பித்திருக்க"]);
    expect(problemsIn("{latest} அன்றோ அதற்கு முன்போ விண்ணப்பித்திருக்க வேண்டும். 2026-க்குள் விண்ணப்பித்திருக்க வேண்டும்.")).toEqual([]);
  });

  it("refuses a case ending on a Latin word written as a Tamil glide, and passes it with its vowel or on a year", () => {
    expect(problemsIn("ETIAS-யின் தகவல். evisa.gov.ge-ல் தொடங்குங்கள்.")).toEqual([
      "sentence ETIAS-யின்",
      "sentence evisa.gov.ge-ல்",
    ]);
    expect(problemsIn("ETIAS-இன் தகவல். evisa.gov.ge-இல் தொடங்குங்கள். ஏப்ரல் 2026-ல் தொடங்கியது. ETA-வைப் பெறுங்கள்.")).toEqual([]);
  });

  it("refuses straight quote marks and passes curly ones", () => {
    expect(problemsIn('"ETIAS" விற்கும் இணையதளம்.')).toEqual(['sentence "', 'sentence "']);
    expect(problemsIn("‘ETIAS’ விற்கும் இணையதளம்.")).toEqual([]);
  });

  it("allows a bracket of three words, not four or one with a comma", () => {
    expect(problemsIn("மின்னணு பயண அனுமதி (ETA)")).toEqual([]);
    expect(problemsIn("காலம் மாறுபடும் (முன்கூட்டியே திட்டமிடுங்கள்)")).toEqual([]);
    expect(problemsIn("யாரும் (நாங்களும், தூதரகமும்) தர முடியாது.")).toEqual(["sentence (நாங்களும், தூதரகமும்)"]);
    expect(problemsIn("விசா (இது ஒரு நீண்ட குறிப்பு) உண்டு.")).toEqual(["sentence (இது ஒரு நீண்ட குறிப்பு)"]);
  });
});

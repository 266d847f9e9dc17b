import { describe, expect, it } from "vitest";
import { bengali, isVerbForm, respelling, spellingKey } from "./bengali-style";
import { checkStyle, parseStyleGuide } from "./prose-style";

const rules = parseStyleGuide(
  `## Glossary

| English | Bengali | Rejected | Preferred over | Why |
| --- | --- | --- | --- | --- |
| e-mail | ই-মেল | ইমেল* · ই-মেইল* | | |

## Fixed wordings

| Concept | Wording | When a sentence has | Why |
| --- | --- | --- | --- |
| the stay limit | যে কোনও 180 দিনের মধ্যে মোট 90 দিন পর্যন্ত | 90 দিন + 180 দিন | |

## Repetition

| Word | At most on a page | Why |
| --- | --- | --- |

## What stays in Latin letters

| Latin text | Why |
| --- | --- |
| WhatsApp | |
| ETA | |
`,
  "Bengali",
);
const problemsIn = (value: string, path = "x") =>
  checkStyle([{ file: "sample.json", path, text: value }], rules, bengali).map(({ kind, word }) => `${kind} ${word}`);

describe("spellingKey (Bengali)", () => {
  it("compares long and short i and u, ঙ closing a syllable and ং, khanda ta and ত্, ষ্ট and স্ট alike", () => {
    expect(spellingKey("বীমা")).toBe(spellingKey("বিমা"));
    expect(spellingKey("দুতাবাস")).toBe(spellingKey("দূতাবাস"));
    expect(spellingKey("শ্রীলঙ্কা")).toBe(spellingKey("শ্রীলংকা"));
    expect(spellingKey("সুইৎজারল্যান্ড")).toBe(spellingKey("সুইত্জারল্যান্ড"));
    expect(spellingKey("পোষ্ট")).toBe(spellingKey("পোস্ট"));
    expect(spellingKey("জ়ুরিখ")).toBe(spellingKey("জুরিখ"));
  });

  it("keeps words apart that are two words: কি and কী, আশা and আসা, য় and য", () => {
    expect(spellingKey("কি")).not.toBe(spellingKey("কী"));
    expect(spellingKey("আশা")).not.toBe(spellingKey("আসা"));
    expect(spellingKey("যায়")).not.toBe(spellingKey("যায"));
  });
});

describe("respelling (Bengali)", () => {
  it("gives the guide's spelling of the forms it corrects", () => {
    expect(respelling("কোনো")?.spelling).toBe("কোনও");
    expect(respelling("করবো")?.spelling).toBe("করব");
    expect(respelling("হলো")?.spelling).toBe("হল");
    expect(respelling("সরকারী")?.spelling).toBe("সরকারি");
    expect(respelling("রঙ")?.spelling).toBe("রং");
    expect(respelling("বাঙলা")?.spelling).toBe("বাংলা");
    expect(respelling("ফর্ম্")?.spelling).toBe("ফর্ম");
  });

  it("leaves the guide's own spellings alone", () => {
    for (const word of ["কোনও", "করব", "ভারতীয়", "সঙ্গে", "বাঙালি", "বাংলা", "হঠাৎ", "ভালো", "মতো", "আলো"]) {
      expect(respelling(word), word).toBeNull();
    }
  });
});

describe("isVerbForm (Bengali)", () => {
  it("tells a finite verb that ends a sentence from a conditional, an infinitive, a verbal noun or a noun", () => {
    for (const verb of ["পাবেন", "যাবে", "দেখুন", "জানিয়েছে", "লাগে", "নেই", "হয়", "পাইনি", "হয়নি", "নিন", "করেন"]) {
      expect(isVerbForm(verb), verb).toBe(true);
    }
    for (const word of ["হলে", "করতে", "করা", "জন্য", "ভিসা", "দূতাবাস", "ভিয়েতনাম"]) {
      expect(isVerbForm(word), word).toBe(false);
    }
  });
});

describe("the Bengali check's refused forms", () => {
  it("refuses তুমি, সাধু ভাষা, a bare dollar, an unhyphenated ending, a placeholder's ending, a Latin full stop", () => {
    expect(problemsIn("তুমি দেখো।")).toContain("sentence তুমি");
    expect(problemsIn("তাহার ভিসা হইবে।")).toEqual(expect.arrayContaining(["sentence তাহার", "sentence হইবে"]));
    expect(problemsIn("ফি 160 ডলার।")).toContain("sentence 160 ডলার");
    expect(problemsIn("WhatsAppএ লিখুন, 2026এর আগে।")).toEqual(
      expect.arrayContaining(["sentence WhatsAppএ", "sentence 2026এর"]),
    );
    expect(problemsIn("{place}-এ যাওয়ার ভিসা")).toContain("sentence {place}-এ");
    expect(problemsIn("ফি লাগে.")).toContain("sentence লাগে.");
    expect(problemsIn("যাত্রার ছয় মাস আগে আবেদন করা যায় না।")).toContain("sentence মাস আগে আবেদন করা যায় না");
  });

  it("passes the forms the guide asks for", () => {
    for (const right of [
      "WhatsApp-এ লিখুন।",
      "2026-এর আগে 29টি দেশ।",
      "{siteName}-এর টিম {count}টি দেশের খবর দেয়।",
      "{name} যাওয়ার ভিসা",
      "ফি 160 মার্কিন ডলার।",
      "যাত্রার ছয় মাস আগে থেকে আবেদন করা যায়।",
      "আপনি ই-মেলে জানাবেন।",
    ]) {
      expect(problemsIn(right), right).toEqual([]);
    }
    expect(problemsIn("আমি কি আবেদন করতে পারি?", "faq.question")).toContain("sentence আমি");
  });
});

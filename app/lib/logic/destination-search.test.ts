import { describe, expect, it } from "vitest";
import { type Locale, locales } from "~/config/locales";
import { destinations } from "~/content/destinations";
import type { DestinationSlug } from "~/content/destination-photos";
import { guideFacts } from "~/content/facts";
import { searchWords } from "~/content/search-words";
import { languageTestData, translatedLanguages } from "../../../tests/language-data";
import { findCards, foldForSearch, queryPlaces, searchDestinations, searchText } from "./destination-search";

const names = (query: string) => searchDestinations(destinations.en, query, searchWords.en).map((d) => d.name);
const slugsHi = (query: string) => searchDestinations(destinations.hi, query, searchWords.hi).map((d) => d.slug);

describe("searchDestinations", () => {
  it("returns every destination, in order, for an empty or blank query", () => {
    expect(searchDestinations(destinations.en, "", searchWords.en)).toBe(destinations.en);
    expect(searchDestinations(destinations.en, "   \t ", searchWords.en)).toBe(destinations.en);
  });

  it("matches a substring of the name regardless of case", () => {
    expect(names("singapore")).toEqual(["Singapore"]);
    expect(names("SINGAP")).toEqual(["Singapore"]);
    expect(names("sWiTz")).toEqual(["Switzerland"]);
    expect(names("united")).toEqual(["United Arab Emirates", "United States"]);
  });

  it("ignores leading and trailing spaces but keeps inner ones", () => {
    expect(names("  sri lanka  ")).toEqual(["Sri Lanka"]);
    expect(names("unitedstates")).toEqual([]);
  });

  it("matches details, visaStat and alt text", () => {
    expect(names("land of fire")).toEqual(["Azerbaijan"]);
    expect(names("island paradise")).toEqual(["Sri Lanka"]);
    expect(names("statue of liberty")).toEqual(["United States"]);
    expect(names("gardens by the bay")).toEqual(["Singapore"]);
  });

  it("matches search keywords: cities, abbreviations and common names", () => {
    expect(names("dubai")).toEqual(["United Arab Emirates"]);
    expect(names("UAE")).toEqual(["United Arab Emirates"]);
    expect(names("usa")).toEqual(["United States"]);
    expect(names("america")).toEqual(["United States"]);
    expect(names("schengen")).toEqual(["Switzerland", "France"]);
    expect(names("bangkok")).toEqual(["Thailand"]);
    expect(names("KL")).toContain("Malaysia");
  });

  it("treats special characters as plain text and never throws", () => {
    for (const query of [
      ".*",
      "(",
      ")",
      "[",
      "]",
      "\\",
      "^$",
      "+?",
      "{2}",
      "|",
      "<b>",
      "</script>",
      "%",
      "'\"",
      "😀",
    ]) {
      expect(() => searchDestinations(destinations.en, query, searchWords.en), query).not.toThrow();
      expect(names(query), query).toEqual([]);
    }
    expect(names("B1/B2")).toEqual(["United States"]);
    expect(names("Approx.")).toEqual([]);
  });

  it("stays fast for a 10,000-character query", () => {
    const long = "a".repeat(10_000);
    const started = performance.now();
    expect(names(long)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("accepts other item types with the same fields", () => {
    const list = [{ name: "Oman", details: "Muscat", visaStat: "New", alt: "Fort", keywords: ["GCC"], id: 1 }];
    expect(searchDestinations(list, "muscat", searchWords.en)).toEqual(list);
  });
});

describe("foldForSearch", () => {
  it("lower-cases Latin text and leaves it otherwise as it is", () => {
    expect(foldForSearch("Dubai B1/B2")).toBe("dubai b1/b2");
    expect(foldForSearch("")).toBe("");
  });

  it("ignores the nukta, typed as a combining mark or as a precomposed letter", () => {
    const combining = "\u0935\u0940\u091C\u093C\u093E"; // वीज़ा: ज + U+093C
    const precomposed = "\u0935\u0940\u095B\u093E"; // वीज़ा: U+095B
    expect(combining).not.toBe(precomposed);
    expect(foldForSearch(combining)).toBe(foldForSearch("वीजा"));
    expect(foldForSearch(precomposed)).toBe(foldForSearch("वीजा"));
    expect(foldForSearch("फ़्रांस")).toBe(foldForSearch("फ्रांस"));
  });

  it("spells candrabindu as anusvara and long i and u as short", () => {
    expect(foldForSearch("जहाँ")).toBe(foldForSearch("जहां"));
    expect(foldForSearch("थाईलैंड")).toBe(foldForSearch("थाइलैंड"));
    expect(foldForSearch("दुबई")).toBe(foldForSearch("दुबइ"));
    expect(foldForSearch("न्यूयॉर्क")).toBe(foldForSearch("न्युयॉर्क"));
    expect(foldForSearch("ऊँचा")).toBe(foldForSearch("उंचा"));
  });

  it("spells Tamil as phone keyboards and transliteration give it", () => {
    const same = (typed: string, written: string) => expect(foldForSearch(typed), typed).toBe(foldForSearch(written));
    // Grantha letters and the Tamil ones typed for them; ஸ்ரீ with either sa.
    same("விஸா", "விசா");
    same("ஜார்ஜியா", "சார்சியா");
    same("மலேஷியா", "மலேசியா");
    same("ஶ்ரீலங்கா", "ஸ்ரீலங்கா");
    // ண ந ன, ல ள ழ and ர ற, which transliteration keyboards pick by guess.
    same("தாய்லாண்து", "தாய்லாந்து");
    same("கோலாளம்பூர்", "கோலாலம்பூர்");
    same("ருஷ்யா", "றுஷ்யா");
    // The aytham before a grantha-less f, long vowels as short.
    same("பிரான்ஸ்", "ஃபிரான்ஸ்");
    same("திபிலீசி", "திபிலிசி");
    same("அமேரிக்கா", "அமெரிக்கா");
    same("ஈஃபிள்", "இபிள்");
    // A vowel sign typed in two parts (ெ + ா) is the one sign ொ; joiners are invisible.
    same("\u0B95\u0BC6\u0BBE\u0BB2\u0BBE", "கோலா");
    same("கொ", "\u0B95\u0BCA");
    same("துபாய்\u200D", "துபாய்");
    same("க்\u200Cஷ", "க்ஷ");
  });

  it("keeps Tamil letters apart that no keyboard confuses", () => {
    expect(foldForSearch("பிரான்ஸ்")).not.toBe(foldForSearch("பிரான்சி"));
    expect(foldForSearch("கா")).not.toBe(foldForSearch("க"));
    expect(foldForSearch("பாலி")).not.toBe(foldForSearch("பால்"));
  });

  it("spells Bengali as phones and transliteration give it", () => {
    const same = (typed: string, written: string) => expect(foldForSearch(typed), typed).toBe(foldForSearch(written));
    // Long i and u as short, ঋ as রি, candrabindu as anusvara, ঙ closing a syllable as ং.
    same("তিবিলিসী", "তিবিলিসি");
    same("দুতাবাস", "দূতাবাস");
    same("ক্রিষি", "কৃষি");
    same("রিতু", "ঋতু");
    same("তাঁবু", "তাংবু");
    same("শ্রীলংকা", "শ্রীলঙ্কা");
    same("সিংগাপুর", "সিঙ্গাপুর");
    // One "s", one "j", one "b" for an English "v"; ণ and ন said alike.
    same("স্রিলঙ্কা", "শ্রীলঙ্কা");
    same("মালয়েসিয়া", "মালয়েশিয়া");
    same("জুক্তরাস্ট্র", "যুক্তরাষ্ট্র");
    same("বিসা", "ভিসা");
    same("বিয়েতনাম", "ভিয়েতনাম");
    same("ক্রিস্ন", "কৃষ্ণ");
    // The এ-কার typed for য-ফলা with আ-কার; khanda ta typed as ত, or in its old encoding.
    same("থাইলেন্ড", "থাইল্যান্ড");
    same("এ্যাপ", "অ্যাপ");
    same("সুইতজারল্যান্ড", "সুইৎজারল্যান্ড");
    same("সুইত\u09CD\u200Dজারল্যান্ড", "সুইৎজারল্যান্ড");
    // জ় for "z" as জ; a word-final hasanta, joiners and the two encodings of য়, ো and ৌ.
    same("সুইৎজ়ারল্যান্ড", "সুইৎজারল্যান্ড");
    same("লুসার্ন্", "লুসার্ন");
    same("ক\u09CD\u200Cষ", "ক্ষ");
    same("\u09DF", "য\u09BC");
    same("\u0995\u09C7\u09BE", "\u0995\u09CB");
    same("\u0995\u09C7\u09D7", "\u0995\u09CC");
    // A Bengali keyboard's digits.
    same("২০২৬", "2026");
  });

  it("keeps Bengali letters apart that no keyboard confuses", () => {
    // য় is a letter of its own, not য; য-ফলা and ব-ফলা are never typed as জ or ভ.
    expect(foldForSearch("ভিয়েতনাম")).not.toBe(foldForSearch("ভিজেতনাম"));
    expect(foldForSearch("ল্যান্ড")).not.toBe(foldForSearch("ল্জান্ড"));
    expect(foldForSearch("দ্বীপ")).not.toBe(foldForSearch("দ্ভীপ"));
    // A hasanta inside a word makes a conjunct; ড় is not ড.
    expect(foldForSearch("কান্ডা")).not.toBe(foldForSearch("কানডা"));
    expect(foldForSearch("পাহাড়")).not.toBe(foldForSearch("পাহাড"));
  });

  it("is idempotent", () => {
    for (const text of [
      "वीज़ा",
      "वी\u095Bा",
      "थाईलैंड",
      "Dubai",
      "जहाँ",
      "சிங்கப்பூர்",
      "ஸ்ரீலங்கா",
      "கோலாலம்பூர்",
      "সুইৎজারল্যান্ড",
      "কৃষ্ণ",
      "শ্রীলঙ্কা",
      "ভিয়েতনাম",
      "অ্যাপ",
      "লুসার্ন্",
    ]) {
      expect(foldForSearch(foldForSearch(text)), text).toBe(foldForSearch(text));
    }
  });
});

describe("searchDestinations on the Tamil page", () => {
  const slugsTa = (query: string) => searchDestinations(destinations.ta, query, searchWords.ta).map((d) => d.slug);

  it("finds a name typed without its doubled consonant, and keeps it through each letter of the doubled one", () => {
    for (const query of ["சிங்கபூர்", "சிங்கப்", "சிங்கப்ப", "சிங்கப்பூர்"]) {
      expect(slugsTa(query), query).toEqual(["singapore"]);
    }
    expect(slugsTa("கொழும்பு")).toEqual(["sri-lanka"]);
  });

  it("writes a field twice only where it has a doubled consonant", () => {
    const [singapore] = searchDestinations(destinations.ta, "சிங்கப்பூர்", searchWords.ta);
    const lines = searchText(singapore!).split("\n");
    expect(lines).toContain(foldForSearch("சிங்கப்பூர்"));
    expect(lines).toContain(foldForSearch("சிங்கபூர்"));
    const plain = { name: "Dubai", details: "சிறிது நேரம்", visaStat: "अमीरात", alt: "x", keywords: ["மெரினா"] };
    // The names first, then a blank line and the other fields.
    expect(searchText(plain)).toBe(foldForSearch("Dubai\nமெரினா\n\nசிறிது நேரம்\nअमीरात\nx"));
  });
});

describe("searchDestinations on the Bengali page", () => {
  const slugsBn = (query: string) => searchDestinations(destinations.bn, query, searchWords.bn).map((d) => d.slug);

  it("finds a destination by its Bengali name, a keyword or another spelling of it", () => {
    expect(slugsBn("দুবাই")).toEqual(["united-arab-emirates"]);
    expect(slugsBn("আমিরাত")).toEqual(["united-arab-emirates"]);
    expect(slugsBn("  শ্রীলঙ্কা ")).toEqual(["sri-lanka"]);
    expect(slugsBn("শেঙ্গেন")).toEqual(["switzerland", "france"]);
    expect(slugsBn("কলম্বো")).toEqual(["sri-lanka"]);
  });

  it("finds it however a phone or a transliteration keyboard spells it", () => {
    expect(slugsBn("জুক্তরাস্ট্র")).toEqual(["united-states"]);
    expect(slugsBn("সুইতজারল্যান্ড")).toEqual(["switzerland"]);
    expect(slugsBn("বিয়েতনাম")).toEqual(["vietnam"]);
    expect(slugsBn("সিংগাপুর")).toEqual(["singapore"]);
    expect(slugsBn("স্রিলংকা")).toEqual(["sri-lanka"]);
    expect(slugsBn("মালয়েসিয়া")).toEqual(["malaysia"]);
    expect(slugsBn("থাইলেন্ড")).toEqual(["thailand"]);
    expect(slugsBn("তিবিলিসী")).toEqual(["georgia"]);
    // Typed letter by letter, a hasanta last: সিঙ্ is on its way to সিঙ্গাপুর.
    expect(slugsBn("সিঙ্")).toContain("singapore");
  });

  it("finds a destination typed in Latin letters, by its English name or keyword", () => {
    expect(slugsBn("dubai")).toEqual(["united-arab-emirates"]);
    expect(slugsBn("Canada")).toEqual(["canada"]);
    expect(slugsBn("vietnam")).toEqual(["vietnam"]);
    expect(slugsBn("amerika")).toEqual(["united-states"]);
  });
});

describe("searchDestinations on the Hindi page", () => {
  it("returns every destination, in order, for an empty or blank query", () => {
    expect(searchDestinations(destinations.hi, "", searchWords.hi)).toBe(destinations.hi);
    expect(searchDestinations(destinations.hi, "   \t ", searchWords.hi)).toBe(destinations.hi);
  });

  it("finds a destination by its Hindi name or a Hindi keyword", () => {
    expect(slugsHi("दुबई")).toEqual(["united-arab-emirates"]);
    expect(slugsHi("थाईलैंड")).toEqual(["thailand"]);
    expect(slugsHi("  श्रीलंका ")).toEqual(["sri-lanka"]);
    expect(slugsHi("शेंगेन")).toEqual(["switzerland", "france"]);
    // Georgia's card names holders of a US visa, as the English one does.
    expect(slugsHi("अमेरिका")).toEqual(["united-states", "georgia"]);
  });

  it("finds it however the traveller spells the marks", () => {
    expect(slugsHi("थाइलैंड")).toEqual(["thailand"]);
    expect(slugsHi("स्विट्जरलैंड")).toEqual(["switzerland"]);
    expect(slugsHi("स्विट्\u095Bरलैंड")).toEqual(["switzerland"]);
    expect(slugsHi("वी\u095Bा")).toEqual(slugsHi("वीजा"));
    expect(slugsHi("वीज\u093Cा")).toEqual(slugsHi("वीजा"));
    expect(slugsHi("वीज़ा").length).toBeGreaterThan(0);
  });

  it("finds a destination typed in Latin letters, by its English name or keyword", () => {
    expect(slugsHi("dubai")).toEqual(["united-arab-emirates"]);
    expect(slugsHi("Dubai")).toEqual(["united-arab-emirates"]);
    expect(slugsHi("thailand")).toEqual(["thailand"]);
    expect(slugsHi("UNITED STATES")).toEqual(["united-states"]);
    expect(slugsHi("B1/B2")).toEqual(["united-states"]);
  });

  it("treats special characters as plain text and never throws", () => {
    for (const query of [".*", "[", "\\", "^$", "+?", "|", "</script>", "😀"]) {
      expect(() => searchDestinations(destinations.hi, query, searchWords.hi), query).not.toThrow();
      expect(slugsHi(query), query).toEqual([]);
    }
    // Parentheses and the danda are in the Hindi details, as plain text.
    expect(slugsHi("(ईटीए)")).toEqual(["sri-lanka"]);
    expect(slugsHi("।")).toHaveLength(12);
    // A lone nukta folds away, as a blank query does.
    expect(searchDestinations(destinations.hi, "\u093C", searchWords.hi)).toBe(destinations.hi);
  });
});

describe("searchDestinations on each page, typed in another script (decision 0020)", () => {
  it("finds a destination by a Latin transliteration on the English page", () => {
    expect(names("amrika")).toEqual(["United States"]);
    expect(names("thubai")).toEqual(["United Arab Emirates"]);
  });

  it("finds nothing typed in the script of another language's page: that page is offered instead", () => {
    expect(names("दुबई")).toEqual([]);
    expect(names("துபாய்")).toEqual([]);
    expect(searchDestinations(destinations.ta, "दुबई", searchWords.ta)).toEqual([]);
    expect(searchDestinations(destinations.hi, "துபாய்", searchWords.hi)).toEqual([]);
    expect(searchDestinations(destinations.bn, "दुबई", searchWords.bn)).toEqual([]);
    expect(names("দুবাই")).toEqual([]);
  });
});

/** A page's cards with their kind of entry, from the facts, as the page writes it (`data-search-kind`). */
const withKinds = (locale: Locale) =>
  destinations[locale].map((destination) => ({
    ...destination,
    kind: guideFacts[destination.slug as DestinationSlug].kind,
  }));
const cardsOf = Object.fromEntries(locales.map((locale) => [locale, withKinds(locale)]));
const found = (locale: Locale, query: string) =>
  searchDestinations(cardsOf[locale]!, query, searchWords[locale]).map((card) => card.slug);
/** The destinations whose facts give them the kind of entry, in the page's order. */
const ofKind = (kind: string) => cardsOf.en!.filter((card) => card.kind === kind).map((card) => card.slug);

describe("searchDestinations as travellers type (English)", () => {
  it("passes over words that name no destination", () => {
    expect(found("en", "dubai visa")).toEqual(["united-arab-emirates"]);
    // "us" alone is a substring of Gobustan; left from "us visa", it is a name first.
    expect(found("en", "us visa")).toEqual(["united-states"]);
    expect(found("en", "Visa Dubai")).toEqual(["united-arab-emirates"]);
    expect(found("en", "thailand visa for indians")).toEqual(["thailand"]);
    expect(found("en", "apply online vietnam visa from india")).toEqual(["vietnam"]);
    expect(found("en", "georgia visa for indian citizens")).toEqual(["georgia"]);
    // A word passed over ends a place: the places around it are two.
    expect(found("en", "france visa switzerland")).toEqual(["switzerland", "france"]);
  });

  it("shows every card for a query of such words only, as for an empty one", () => {
    for (const query of ["visa", "VISA", "visas", "visa for indians", "apply online", "indian visa", "and", ", /"]) {
      expect(searchDestinations(cardsOf.en!, query, searchWords.en), query).toBe(cardsOf.en);
    }
  });

  it("finds each of several places, with or without a word between them", () => {
    const switzerlandAndFrance = ["switzerland", "france"];
    for (const query of [
      "france switzerland",
      "switzerland france",
      "france and switzerland",
      "France & Switzerland",
      "france+switzerland",
      "france/switzerland",
      "france, switzerland",
      "france vs switzerland",
      "paris zurich",
    ]) {
      expect(found("en", query), query).toEqual(switzerlandAndFrance);
    }
    expect(found("en", "dubai, singapore")).toEqual(["united-arab-emirates", "singapore"]);
    expect(found("en", "dubai,singapore")).toEqual(["united-arab-emirates", "singapore"]);
    expect(found("en", "singapore malaysia visa")).toEqual(["singapore", "malaysia"]);
    // The longest name first: "united states", then "canada"; "sri lanka", then "thailand".
    expect(found("en", "united states canada")).toEqual(["united-states", "canada"]);
    expect(found("en", "sri lanka thailand")).toEqual(["sri-lanka", "thailand"]);
    // One of several places is a name first, the requirements' substring failing that.
    expect(found("en", "dubai, land of fire")).toEqual(["united-arab-emirates", "azerbaijan"]);
    expect(found("en", "paris of june")).toEqual(["france"]);
    // The last place as far as it is typed.
    expect(found("en", "france swi")).toEqual(["switzerland", "france"]);
  });

  it("keeps the requirements' substring for a query that is found whole", () => {
    expect(found("en", "land of fire")).toEqual(["azerbaijan"]);
    expect(found("en", "gardens by the bay")).toEqual(["singapore"]);
    expect(found("en", "united states of america")).toEqual(["united-states"]);
    // One of several places is a name, not a word of a card's text: "in" and "june" name none.
    expect(found("en", "paris in june")).toEqual(["france"]);
    expect(found("en", "atlantis el dorado")).toEqual([]);
  });

  it("finds the destinations of a kind of entry, from their facts", () => {
    expect(ofKind("visa-free")).toEqual(["malaysia", "thailand"]);
    for (const query of ["visa free", "visa-free", "Visa Free", "without visa", "visa free for indians"]) {
      expect(found("en", query), query).toEqual(ofKind("visa-free"));
    }
    expect(found("en", "e-visa")).toEqual(ofKind("e-visa"));
    expect(found("en", "evisa")).toEqual(ofKind("e-visa"));
    expect(ofKind("e-visa")).toEqual(["united-arab-emirates", "vietnam", "azerbaijan"]);
    expect(found("en", "visa on arrival")).toEqual(ofKind("visa-on-arrival"));
    // With a place, the place's card answers: it says its kind of entry.
    expect(found("en", "dubai e-visa")).toEqual(["united-arab-emirates"]);
    expect(found("en", "thailand visa free")).toEqual(["thailand"]);
  });

  it("stays fast for a long query of many words", () => {
    const started = performance.now();
    expect(found("en", "paris lyon ".repeat(2_500))).toEqual(["france"]);
    expect(found("en", "a, b ".repeat(2_500))).toHaveLength(12);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("queryPlaces", () => {
  it("gives the places named, without the words around them", () => {
    expect(queryPlaces("Japan visa for Indians", searchWords.en)).toEqual(["japan"]);
    expect(queryPlaces("france and switzerland", searchWords.en)).toEqual(["france", "switzerland"]);
    expect(queryPlaces("visa free", searchWords.en)).toEqual([]);
  });
});

describe("findCards", () => {
  it("reads a card's kind as the page writes it, and none when it has none", () => {
    const cards = [
      { text: "oman\n\nmuscat", kind: "visa-free" },
      { text: "qatar\n\ndoha", kind: null },
    ];
    expect(findCards(cards, "visa free", searchWords.en)).toEqual([cards[0]]);
    expect(findCards(cards, "oman qatar", searchWords.en)).toEqual(cards);
  });
});

for (const language of translatedLanguages) {
  const { passedOver, finds, entryKinds } = languageTestData(language).search.asTravellersType;

  describe(`searchDestinations as travellers type (${language})`, () => {
    it("passes over words that name no destination: such words alone show every card", () => {
      for (const query of passedOver) {
        expect(searchDestinations(cardsOf[language]!, query, searchWords[language]), query).toBe(cardsOf[language]);
      }
    });

    it("finds a place among such words, and each of several places", () => {
      for (const [query, slugs] of finds) expect(found(language, query), query).toEqual(slugs);
    });

    it("finds the destinations of a kind of entry, from their facts", () => {
      for (const [query, kind] of entryKinds) expect(found(language, query), query).toEqual(ofKind(kind));
    });

    it("passes over English's words typed in Latin letters too", () => {
      expect(found(language, "dubai visa")).toEqual(["united-arab-emirates"]);
      expect(found(language, "visa free")).toEqual(ofKind("visa-free"));
      expect(found(language, "france and switzerland")).toEqual(["switzerland", "france"]);
    });
  });
}

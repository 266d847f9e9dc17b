import { describe, expect, it } from "vitest";
import { hindi, isVerbForm, spellingKey } from "./hindi-style";
import { checkStyle } from "./prose-style";

describe("spellingKey", () => {
  it("compares words without nukta, with chandrabindu and half nasals as anusvara", () => {
    expect(spellingKey("काग़ज़ी")).toBe(spellingKey("कागज़ी"));
    expect(spellingKey("वी\u095Bा")).toBe(spellingKey("वीजा"));
    expect(spellingKey("हिन्दी")).toBe(spellingKey("हिंदी"));
    expect(spellingKey("सम्बन्ध")).toBe(spellingKey("संबंध"));
    expect(spellingKey("माँग")).toBe(spellingKey("मांग"));
  });

  it("keeps a half nasal before another class, and different words apart", () => {
    expect(spellingKey("अन्य")).not.toBe(spellingKey("अंय"));
    expect(spellingKey("जन्म")).not.toBe(spellingKey("जंम"));
    expect(spellingKey("है")).not.toBe(spellingKey("हैं"));
  });
});

describe("isVerbForm (Hindi)", () => {
  it("tells a verb form from another word at a sentence's end", () => {
    for (const verb of [
      "है",
      "हैं",
      "थीं",
      "होगा",
      "मिलेगी",
      "करेंगे",
      "करें",
      "जाएँ",
      "कीजिए",
      "बताइए",
      "होता",
      "सकती",
      "चाहिए",
      "गया",
      "हुई",
      "मिला",
      "बढ़ी",
      "किए",
    ]) {
      expect([verb, isVerbForm(verb)]).toEqual([verb, true]);
    }
    for (const other of ["नहीं", "हाँ", "से", "तक", "लिए", "भरना", "दिन", "वीज़ा", "साथ", ""]) {
      expect([other, isVerbForm(other)]).toEqual([other, false]);
    }
  });

  it("does not take में, the pronouns on it or -न्हें, or the site's plural nouns for requests", () => {
    for (const request of ["करें", "दें", "सकें", "जाएँ", "बनाएँ", "देखें"]) {
      expect([request, isVerbForm(request)]).toEqual([request, true]);
    }
    for (const other of ["में", "इसमें", "जिनमें", "उन्हें", "किन्हें", "हमें", "सुविधाएँ", "वेबसाइटें", "शर्तें"]) {
      expect([other, isVerbForm(other)]).toEqual([other, false]);
    }
  });
});

describe("Hindi forms the check refuses", () => {
  const noRules = { glossary: [], fixedWordings: [], repetition: [], latinAllowed: [] };
  /** The sentence problems of one text at a key path. */
  const refusals = (text: string, path = "faqs[0].text") =>
    checkStyle([{ file: "guides/sample.json", path, text }], noRules, hindi)
      .filter(({ kind }) => kind === "sentence")
      .map(({ message }) => message);

  it("refuses a sum in dollars that does not say whose", () => {
    expect(refusals("आवेदन फ़ीस 185 डॉलर है।")).toEqual([expect.stringContaining('"185 डॉलर" does not say whose dollar')]);
    expect(refusals("आवेदन फ़ीस 185 अमेरिकी डॉलर है, और 5 सिंगापुर डॉलर भी।")).toEqual([]);
  });

  it("refuses a dot of an address named on its own", () => {
    expect(refusals("evisagov.az में .gov.az का बिंदु नहीं है।")).toEqual([
      expect.stringContaining('".gov.az का बिंदु" names a dot of an address on its own'),
    ]);
    expect(refusals("आधिकारिक पते evisa.gov.az से इसमें एक बिंदु कम है।")).toEqual([]);
  });

  it("refuses a source's name the dating line cannot continue: a comma, a trailing copy, a bare country", () => {
    expect(refusals("लीगलक्लैरिटी, एक क़ानूनी जानकारी की वेबसाइट", "facts.twoAppointments.by")).toEqual([
      expect.stringContaining("a source's name holds a comma"),
    ]);
    expect(refusals("आईआरसीसी की आगमन जानकारी की एक कॉपी", "facts.arrivalCheck.by")).toEqual([
      expect.stringContaining('a source\'s name ends in "की एक कॉपी"'),
    ]);
    expect(refusals("क़ानूनी जानकारी की वेबसाइट लीगलक्लैरिटी", "facts.twoAppointments.by")).toEqual([]);
    expect(refusals("एनडीटीवी, ख़लीज टाइम्स, गल्फ़ न्यूज़ और द नेशनल", "facts.arrivalHowObtained.by")).toEqual([]);
    expect(refusals("गल्फ़ न्यूज़ और द नेशनल, दो अख़बार", "facts.arrivalWithVisa.by")).toEqual([
      expect.stringContaining("a source's name holds a comma"),
    ]);
    expect(refusals("अमेरिकी सीमा एजेंसी सीबीपी (बुलेटिन की कॉपी)", "facts.passportValidity.by")).toEqual([]);
    expect(refusals("सिंगापुर विदेश मंत्रालय", "facts.visaRequired.by")).toEqual([
      expect.stringContaining('"सिंगापुर विदेश मंत्रालय" is not in the oblique case'),
    ]);
    expect(refusals("सिंगापुर के विदेश मंत्रालय", "facts.visaRequired.by")).toEqual([]);
    expect(refusals("जॉर्जियाई विदेश मंत्रालय", "facts.notVisaFree.by")).toEqual([]);
    // An official site's name is filled before "पर" in the confirm link.
    expect(refusals("सिंगापुर विदेश मंत्रालय की वेबसाइट", "officialSites.www.mfa.gov.sg")).toEqual([
      expect.stringContaining('"सिंगापुर विदेश मंत्रालय" is not in the oblique case'),
    ]);
    expect(refusals("सिंगापुर के विदेश मंत्रालय की वेबसाइट", "officialSites.www.mfa.gov.sg")).toEqual([]);
    // Elsewhere a comma is a comma.
    expect(refusals("फ़ीस, फ़ॉर्म और फ़ोटो की एक कॉपी", "checklist.items")).toEqual([]);
  });

  it("refuses ईटीए made masculine by a participle or adjective before it", () => {
    expect(refusals("वीज़ा ऑनलाइन लिए गए ईटीए के ज़रिए मिलता है।")).toEqual([
      expect.stringContaining('"गए ईटीए" makes ईटीए masculine'),
    ]);
    expect(refusals("वीज़ा ऑनलाइन ली गई ईटीए के ज़रिए मिलता है।")).toEqual([]);
  });

  it("refuses a description in brackets after a name", () => {
    expect(refusals("वीज़ाएचक्यू (एक वीज़ा सेवा)", "facts.interviewWaits.by")).toEqual([
      expect.stringContaining('"(एक वीज़ा सेवा)" describes a name in brackets'),
    ]);
    expect(refusals("वीज़ा सेवा वीज़ाएचक्यू", "facts.interviewWaits.by")).toEqual([]);
  });

  it("refuses a newspaper's word in a dating template, which every kind of source fills", () => {
    expect(refusals("{by} की {date} की ख़बर के मुताबिक़", "dating.reported")).toEqual([
      expect.stringContaining('"ख़बर" is a newspaper\'s word'),
    ]);
    expect(refusals("{by} ने {date} को बताया", "dating.reported")).toEqual([]);
    expect(refusals("अक्टूबर 2025 की ख़बर के मुताबिक़ यह मुफ़्त है।", "costs.touristEta")).toEqual([]);
  });
});

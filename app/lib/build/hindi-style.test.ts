import { describe, expect, it } from "vitest";
import { isVerbForm, spellingKey } from "./hindi-style";

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
});

import { describe, expect, it } from "vitest";
import { accent, isPseudoText, pseudoLocalize } from "./pseudo-locale";

describe("the pseudo-locale's text", () => {
  it("accents every letter, brackets the text and makes it about 40% longer", () => {
    const text = pseudoLocalize("Explore Global Destinations");
    expect(text).toMatch(/^⟦Éẋþľöŕé Ĝľöƀàľ Đéšţíñàţíöñš .+⟧$/);
    expect(text).toContain(accent("Global Destinations"));
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(isPseudoText(text)).toBe(true);
    expect(isPseudoText("Explore Global Destinations")).toBe(false);
    const length = "Explore Global Destinations".length;
    expect(text.length).toBeGreaterThanOrEqual(length * 1.4);
    expect(text.length).toBeLessThan(length * 1.4 + 16);
  });

  it("keeps placeholders, addresses and e-mail addresses as written", () => {
    const text = pseudoLocalize("Ask {place} at https://icp.gov.ae/en/ or support@visaudaan.example on icp.gov.ae");
    for (const kept of ["{place}", "https://icp.gov.ae/en/", "support@visaudaan.example", "icp.gov.ae"]) {
      expect(text).toContain(kept);
    }
    expect(text).toContain("Àšķ");
  });

  it("keeps the spaces that join a text to what stands beside it outside the brackets", () => {
    expect(pseudoLocalize("Photos: ")).toMatch(/^⟦Þĥöţöš [^⟧]+⟧: $/);
    expect(pseudoLocalize("How long does it take?")).toMatch(/^⟦Ĥöŵ ľöñĝ đöéš íţ ţàķé [^⟧]+⟧\?$/);
    expect(pseudoLocalize(" or ")).toMatch(/^ ⟦öŕ [^⟧]+⟧ $/);
  });

  it("leaves text without letters to write as it is", () => {
    expect(pseudoLocalize("{count}")).toBe("{count}");
    expect(pseudoLocalize("3-5")).toBe("3-5");
    expect(pseudoLocalize("https://wa.me/910000000000")).toBe("https://wa.me/910000000000");
  });
});

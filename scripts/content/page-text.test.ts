// @vitest-environment node
import { describe, expect, it } from "vitest";
import { htmlText, normaliseText, quoteFound, quoteParts, responseText } from "./page-text";

const encode = (text: string) => new TextEncoder().encode(text);

describe("normaliseText", () => {
  it("folds case, whitespace (no-break spaces too) and typographic quotes and dashes", () => {
    expect(normaliseText("  Visa\u00a0on\tArrival —\n“Valid” for 6 months’  ")).toBe(
      'visa on arrival - "valid" for 6 months\'',
    );
  });

  it("composes to NFC, so a decomposed accent reads as the composed one", () => {
    expect(normaliseText("se\u0301jour")).toBe(normaliseText("s\u00e9jour"));
  });

  it("reads a table cell's ' | ' as a space and drops soft hyphens, but keeps ZWJ and ZWNJ", () => {
    expect(normaliseText("Iceland | Full 1 (one) year")).toBe("iceland full 1 (one) year");
    expect(normaliseText("Visa\u00adfree")).toBe("visafree");
    expect(normaliseText("க்\u200dஷ")).toBe("க்\u200dஷ");
  });
});

describe("quote matching", () => {
  const page = normaliseText("Applicants must apply online. The fee is paid on arrival. Stay up to 30 days.");

  it("cuts a quote at each […] and finds every part, in any order", () => {
    expect(quoteParts("Applicants must apply online. […] Stay up to 30 days. [...]")).toEqual([
      "applicants must apply online.",
      "stay up to 30 days.",
    ]);
    expect(quoteFound("Stay up to 30 days. […] APPLICANTS must apply online.", page)).toBe(true);
  });

  it("is not found when any one part is missing", () => {
    expect(quoteFound("Applicants must apply online. […] Stay up to 60 days.", page)).toBe(false);
  });
});

describe("htmlText", () => {
  it("decodes entities, joins inline elements without a space and keeps blocks apart", () => {
    const { all } = htmlText(
      "<body><p>Visa&nbsp;<b>on</b>&#32;arrival: AED&nbsp;100</p><p>Valid</p><table><tr><td>Iceland</td><td>1 year</td></tr></table></body>",
    );
    expect(all).toBe("visa on arrival: aed 100 valid iceland 1 year");
    expect(htmlText("<p>Visa<b>-free</b> entry</p>").all).toBe("visa-free entry");
  });

  it("skips scripts, styles, templates and hidden elements", () => {
    const { all } = htmlText(
      "<body><script>var a = 1</script><style>p{}</style><template>x</template><p hidden>old</p><p>Text</p></body>",
    );
    expect(all).toBe("text");
  });

  it("takes <main> as the main text, else the body without menus, banners, footers and sidebars", () => {
    const chrome = "<header>Banner</header><nav>Menu</nav><aside>Links</aside><footer>Visits: 1234</footer>";
    expect(htmlText(`<body>${chrome}<main><h1>Visas</h1><p>Apply</p></main></body>`).main).toBe("visas apply");
    expect(htmlText(`<body>${chrome}<div role="main">Apply</div></body>`).main).toBe("apply");
    expect(htmlText(`<body>${chrome}<div><p>Apply</p></div></body>`)).toEqual({
      all: "banner menu links visits: 1234 apply",
      main: "apply",
    });
  });
});

describe("responseText", () => {
  it("decodes by the Content-Type's charset, else the page's <meta charset>", () => {
    const latin1 = Uint8Array.from([...encode("<p>s"), 0xe9, ...encode("jour</p>")]);
    expect(responseText(latin1, "text/html; charset=ISO-8859-1")?.all).toBe("séjour");
    const declared = Uint8Array.from([...encode('<meta charset="windows-1252"><p>'), 0x93, ...encode("Visa")]);
    expect(responseText(declared, "text/html")?.all).toBe('"visa');
    expect(responseText(encode("<p>séjour</p>"), "text/html; charset=nonsense")?.all).toBe("séjour");
  });

  it("reads plain text as it is, and nothing from a PDF or an image", () => {
    expect(responseText(encode("Visa  Free"), "text/plain")).toEqual({ all: "visa free", main: "visa free" });
    expect(responseText(encode("%PDF-1.7"), "application/pdf")).toBeNull();
  });
});

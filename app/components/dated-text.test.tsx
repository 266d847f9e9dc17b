import { cleanup } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DatedText, datedTextScript } from "~/lib/inline-scripts/dated-text";
import { Dated } from "./dated-text";

/** A label built before a scheme's last day, 31 December 2026, and a banner shown only after it. */
const label: DatedText = {
  text: "Visa-free, until 31 December 2026",
  change: { from: "2027-01-01", text: "Was due to end on 31 December 2026" },
};
const banner: DatedText = { text: null, change: { from: "2027-01-01", text: "This scheme was due to end" } };

function Texts() {
  return (
    <div>
      <Dated text={label}>{(text, marks) => <span {...marks}>{text}</span>}</Dated>
      <Dated text={banner}>{(text, marks) => <p {...marks}>{text}</p>}</Dated>
      <Dated text={{ text: "Visa-free" }}>{(text, marks) => <b {...marks}>{text}</b>}</Dated>
    </div>
  );
}

/** The texts the visitor sees: jsdom applies no stylesheet, so `hidden` is read as the browser's would. */
const shown = (root: ParentNode) =>
  [...root.querySelectorAll("span, p, b")]
    .filter((element) => !(element as HTMLElement).hidden)
    .map((e) => e.textContent);

/** India's clock: 2027-01-01 begins there at 18:30 UTC on 31 December. */
const at = (time: string) => vi.useFakeTimers({ now: new Date(time), toFake: ["Date"] });

/** The page as the build renders it on 30 December 2026. */
function builtBeforeTheChange() {
  at("2026-12-30T06:00:00+05:30");
  return renderToString(<Texts />);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  cleanup();
  document.body.innerHTML = "";
});

describe("a text that a date changes after the build", () => {
  it("is pre-rendered as the build's day has it, marked with the day of the change; an unchanging text unmarked", () => {
    const html = builtBeforeTheChange();
    expect(html).toContain(`<span data-before="2027-01-01">Visa-free, until 31 December 2026</span>`);
    expect(html).toContain(`<span data-from="2027-01-01" hidden="">Was due to end on 31 December 2026</span>`);
    expect(html).toContain(`<p data-from="2027-01-01" hidden="">This scheme was due to end</p>`);
    expect(html).toContain("<b>Visa-free</b>");
  });

  it("inline, shows the texts of the visitor's day in India", () => {
    const built = builtBeforeTheChange();
    const page = () => {
      document.body.innerHTML = built;
      new Function(datedTextScript())();
      return shown(document.body);
    };
    at("2026-12-31T18:29:00Z");
    expect(page()).toEqual(["Visa-free, until 31 December 2026", "Visa-free"]);
    at("2026-12-31T18:30:00Z");
    expect(page()).toEqual(["Was due to end on 31 December 2026", "This scheme was due to end", "Visa-free"]);
  });
});

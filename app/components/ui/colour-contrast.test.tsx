import { readFileSync } from "node:fs";
import path from "node:path";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/layout/toaster";
import { shell } from "~/content/shell";
import { toast } from "~/lib/logic/toast-store";
import { badgeVariants } from "./badge";

/**
 * WCAG contrast of colour pairs the browser tests cannot reach: no control opens a
 * destructive toast, so its colours are checked here from the design tokens
 * (app/app.css, plus Tailwind's default palette for red), and a render of the
 * Toaster pins the pairs to the classes the component really uses.
 */

const cssSources = [
  path.resolve(import.meta.dirname, "../../app.css"),
  path.resolve(import.meta.dirname, "../../../node_modules/tailwindcss/theme.css"),
];
const tokens = new Map<string, string>();
for (const file of cssSources.reverse()) {
  for (const [, name, value] of readFileSync(file, "utf8").matchAll(/--color-([a-z]+-?\d*):\s*([^;]+);/g)) {
    tokens.set(name!, value!.trim());
  }
}

type Rgb = [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const clamp = (c: number) => Math.min(1, Math.max(0, c));

/** A token (`ink-600`, `white`) as gamma-encoded sRGB in 0..1. */
function colour(token: string): Rgb {
  const value = tokens.get(token);
  if (!value) throw new Error(`unknown colour token ${token}`);
  const hex = value.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as Rgb;
  }
  const oklch = value.match(/^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/);
  if (!oklch) throw new Error(`unsupported colour ${value}`);
  const [l, c, h] = [Number(oklch[1]) / 100, Number(oklch[2]), (Number(oklch[3]) * Math.PI) / 180];
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  const lms = [
    (l + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (l - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (l - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ] as Rgb;
  const linear: Rgb = [
    4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2],
    -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2],
    -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.707614701 * lms[2],
  ];
  return linear.map((channel) => toGamma(clamp(channel))) as Rgb;
}

/** `over` painted at `alpha` on `under`, as the browser composites it. */
const blend = (over: Rgb, alpha: number, under: Rgb): Rgb =>
  over.map((channel, i) => channel * alpha + under[i]! * (1 - alpha)) as Rgb;

function contrast(foreground: Rgb, background: Rgb): number {
  const luminance = ([r, g, b]: Rgb) => 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT = 4.5;
const ICON = 3;

describe("colour maths", () => {
  it("matches the WCAG reference values", () => {
    expect(contrast(colour("white"), colour("black"))).toBeCloseTo(21, 5);
    expect(contrast(colour("white"), colour("white"))).toBe(1);
    // Tailwind's red-700 is #c10007 in sRGB.
    expect(colour("red-700").map((c) => Math.round(c * 255))).toEqual([0xc1, 0x00, 0x07]);
  });
});

describe("toast variants", () => {
  const pairs = {
    default: [
      ["title", "ink-900", "white", TEXT],
      ["description", "ink-600", "white", TEXT],
      ["action", "white", "brand-700", TEXT],
      ["action, hovered", "white", "brand-800", TEXT],
      ["close icon", "ink-500", "white", ICON],
      ["close icon, hovered", "ink-900", "ink-100", ICON],
    ],
    destructive: [
      ["title", "white", "red-700", TEXT],
      ["description", "white", "red-700", TEXT],
      ["action", "red-800", "white", TEXT],
      ["close icon", "white", "red-700", ICON],
    ],
  } as const;

  for (const [variant, list] of Object.entries(pairs)) {
    for (const [part, foreground, background, minimum] of list) {
      it(`${variant}: ${part} (${foreground} on ${background}) reaches ${minimum}:1`, () => {
        expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(minimum);
      });
    }
  }

  it("destructive: the hovered close icon (white on white/15 over red-700) reaches 3:1", () => {
    const hovered = blend(colour("white"), 0.15, colour("red-700"));
    expect(contrast(colour("white"), hovered)).toBeGreaterThanOrEqual(ICON);
  });

  it("the rendered destructive toast uses exactly those colour classes", () => {
    render(<Toaster text={shell.en.toasts} />);
    act(() => {
      toast({
        variant: "destructive",
        title: "Upload failed",
        description: "Please try again.",
        action: { label: "Contact support", href: "https://wa.me/1", altText: "Contact support" },
      });
    });
    const root = screen.getByRole("listitem");
    expect(root).toHaveAttribute("data-variant", "destructive");
    expect(root).toHaveClass("bg-red-700", "text-white");
    expect(screen.getByText("Please try again.")).toHaveClass("group-data-[variant=destructive]:text-white");
    expect(screen.getByRole("link", { name: "Contact support" })).toHaveClass(
      "group-data-[variant=destructive]:bg-white",
      "group-data-[variant=destructive]:text-red-800",
    );
    expect(screen.getByRole("button", { name: "Close notification" })).toHaveClass(
      "group-data-[variant=destructive]:text-white",
      "group-data-[variant=destructive]:hover:bg-white/15",
    );
  });
});

describe("badges", () => {
  it.each([
    ["launch", "saffron-900", "saffron-100"],
    ["brand", "brand-800", "brand-50"],
  ])("%s: %s text on %s reaches 4.5:1", (variant, foreground, background) => {
    const classes = badgeVariants({ variant: variant as "launch" | "brand" });
    expect(classes).toContain(`text-${foreground}`);
    expect(classes).toContain(`bg-${background}`);
    expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(TEXT);
  });

  it("inverse: white text on white/10 over the darkest brand blue reaches 4.5:1", () => {
    const background = blend(colour("white"), 0.1, colour("brand-950"));
    expect(contrast(colour("white"), background)).toBeGreaterThanOrEqual(TEXT);
  });
});

import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { badgeVariants } from "./badge";
import { buttonVariants } from "./button";
import { eyebrowVariants } from "./eyebrow";
import { iconTileVariants } from "./icon-tile";
import { itemTitleVariants } from "./item";
import { sectionVariants } from "./section";
import { toastVariants } from "./toast-styles";

// joinClasses() joins classes without resolving conflicts (app/lib/logic/utils.ts), so no variant may
// combine two utilities for the same property, such as `h-11` with `h-auto`: which one
// applies would depend on their order in the stylesheet. tailwind-merge, a test-only
// dependency here, knows which utilities conflict; it must find nothing to drop.
const primitives = {
  button: {
    variants: buttonVariants,
    options: {
      variant: ["primary", "accent", "outline", "ghost", "inverse", "link"],
      size: ["sm", "md", "lg", "icon", "inline"],
    },
  },
  badge: {
    variants: badgeVariants,
    options: { variant: ["launch", "brand", "inverse", "overlay"], size: ["sm", "md", "lg"] },
  },
  eyebrow: { variants: eyebrowVariants, options: { tone: ["brand", "inverse"] } },
  iconTile: {
    variants: iconTileVariants,
    options: {
      tone: ["brand", "soft", "saffron", "step", "muted", "plain", "glass"],
      size: ["xs", "sm", "md", "lg", "xl"],
      shape: ["lg", "xl", "2xl", "round"],
    },
  },
  itemTitle: { variants: itemTitleVariants, options: { size: ["md", "lg"] } },
  section: {
    variants: sectionVariants,
    options: { spacing: ["lg", "md", "sm"], tone: ["plain", "muted"], deferred: ["true", "false"] },
  },
  toast: { variants: toastVariants, options: { variant: ["default", "destructive"] } },
} as const;

function combinations(options: Record<string, readonly string[]>): Record<string, string>[] {
  return Object.entries(options).reduce<Record<string, string>[]>(
    (partial, [name, values]) =>
      partial.flatMap((combination) => values.map((value) => ({ ...combination, [name]: value }))),
    [{}],
  );
}

describe("primitive variants", () => {
  for (const [name, { variants, options }] of Object.entries(primitives)) {
    it(`${name}: every combination of variants has one utility per property`, () => {
      for (const combination of combinations(options)) {
        const classes = (variants as (props: Record<string, string>) => string)(combination);
        expect(twMerge(classes), JSON.stringify(combination)).toBe(classes);
      }
    });
  }
});

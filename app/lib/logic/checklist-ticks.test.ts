import { describe, expect, it } from "vitest";
import { readTicks, ticksKey, writeTicks } from "./checklist-ticks";

describe("a checklist's ticks as stored", () => {
  it("keeps each guide's ticks apart", () => {
    expect(ticksKey("france")).not.toBe(ticksKey("switzerland"));
  });

  it("reads back what it wrote, each id once", () => {
    expect(readTicks(writeTicks(["photos", "passport", "photos"]))).toEqual(new Set(["passport", "photos"]));
  });

  it("reads nothing from a missing, broken or foreign value", () => {
    for (const stored of [null, "", "{", '{"passport":true}', "42"]) expect(readTicks(stored)).toEqual(new Set());
    expect(readTicks('["passport", 3, null]')).toEqual(new Set(["passport"]));
  });
});

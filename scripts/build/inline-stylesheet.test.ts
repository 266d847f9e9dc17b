import { mkdtemp, readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheet, withInlineStylesheet } from "./inline-stylesheet.mjs";

describe("inline stylesheet", () => {
  it("puts the stylesheet at the end of <head>", () => {
    expect(withInlineStylesheet("<html><head><title>x</title></head><body></body></html>", "a{color:red}\n")).toBe(
      "<html><head><title>x</title><style>a{color:red}</style></head><body></body></html>",
    );
  });

  it("refuses a page without exactly one </head> and CSS that would end the element early", () => {
    expect(() => withInlineStylesheet("<html><body></body></html>", "a{}")).toThrow(/one <\/head>/);
    expect(() => withInlineStylesheet("<head></head>", "a{content:'</style>'}")).toThrow(/<\/style/);
  });

  it("inlines the build's one stylesheet into every page and removes the file no page links", async () => {
    const client = await mkdtemp(path.join(os.tmpdir(), "inline-stylesheet-"));
    await mkdir(path.join(client, "assets"));
    await mkdir(path.join(client, "hi"));
    await writeFile(path.join(client, "assets/app-1.css"), "body{margin:0}");
    await writeFile(path.join(client, "assets/root-1.js"), "");
    for (const page of ["index.html", "hi/about-us.html"]) {
      await writeFile(path.join(client, page), "<html><head></head><body></body></html>");
    }
    const result = await inlineStylesheet(client, ["index.html", "hi/about-us.html"]);
    expect(result).toEqual({ file: "assets/app-1.css", bytes: 14 });
    for (const page of ["index.html", "hi/about-us.html"]) {
      expect(await readFile(path.join(client, page), "utf8")).toBe(
        "<html><head><style>body{margin:0}</style></head><body></body></html>",
      );
    }
    expect(await readdir(path.join(client, "assets"))).toEqual(["root-1.js"]);
  });
});

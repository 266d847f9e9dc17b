import { describe, expect, it } from "vitest";
import { locales, localeSettings, localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import { languagePaths, pageFrame, shellContent } from "./page-content.server";

describe("languagePaths", () => {
  it("lists each language once, by its prefix, and the default language without one", () => {
    const paths = languagePaths();
    expect(paths.map(({ props }) => props.locale)).toEqual(locales);
    for (const { params, props } of paths) {
      const { prefix } = localeSettings[props.locale];
      // Astro joins the rest parameter into the address: none at the root, "hi" under /hi.
      expect(params.lang === undefined ? "" : `/${params.lang}`).toBe(prefix);
    }
  });
});

describe("pageFrame", () => {
  it("gives a page its address in its language, the shell's words, and a twin unless told otherwise", () => {
    expect(pageFrame("hi", "/destinations")).toEqual({
      locale: "hi",
      pathname: "/hi/destinations",
      shell: shellContent("hi"),
      hasLanguageTwin: true,
    });
    expect(pageFrame("en", "/")).toMatchObject({ pathname: "/", hasLanguageTwin: true });
    expect(pageFrame("ta", paths.notFound, { hasLanguageTwin: false })).toMatchObject({
      pathname: localizePath(paths.notFound, "ta"),
      hasLanguageTwin: false,
    });
  });
});

describe("shellContent", () => {
  it("holds the shell's words in one language, without the pages' meta", () => {
    const shell = shellContent("hi");
    expect(shell.skipLink).toBe("मुख्य सामग्री पर जाएँ");
    expect(shell.supportChannels.map(({ id }) => id)).toEqual(["whatsapp", "email"]);
    expect(shell).not.toHaveProperty("homeTitle");
    expect(shell).not.toHaveProperty("shareImageAlt");
  });
});

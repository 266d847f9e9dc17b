/**
 * Content files read from disk, for code that runs outside Vite: node scripts (`npm run
 * words`, `npm run facts`, the brand images) and the Playwright suite, which import content
 * modules without Vite's import.meta.glob (docs/decisions/0017-content-as-data.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every `.json` file under a folder of app/content (`words`, `facts`), parsed, by its path in
 * that folder (`hi/faq.json`, `vietnam.json`).
 */
export function readContentFiles(area: "words" | "facts"): Record<string, unknown> {
  const folder = path.join(import.meta.dirname, area);
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      // A language's test data in its words folder holds no words (tests/language-data.ts).
      .filter((file) => file.endsWith(".json") && path.basename(file) !== "test-data.json")
      .sort()
      .map((file) => {
        const text = readFileSync(path.join(folder, file), "utf8");
        try {
          return [file.split(path.sep).join("/"), JSON.parse(text) as unknown];
        } catch (error) {
          throw new Error(`${path.relative(process.cwd(), path.join(folder, file))}: ${(error as Error).message}`);
        }
      }),
  );
}

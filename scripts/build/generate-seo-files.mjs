// Runs after `react-router build`: writes sitemap.xml and robots.txt into build/client
// from app/lib/seo-files.ts. Vite loads that module so it sees the same page list and
// VITE_SITE_URL (environment or .env files) as the build itself.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { loadEnv, runnerImport } from "vite";

// `react-router build` runs in production mode.
const mode = "production";
const root = path.resolve(import.meta.dirname, "..");
// The module runner reads VITE_* from process.env but not from .env files; hand them over.
process.env = { ...loadEnv(mode, root, "VITE_"), ...process.env };

const { module } = await runnerImport("/app/lib/seo-files.ts", {
  configFile: false,
  root,
  mode,
  logLevel: "warn",
  resolve: { tsconfigPaths: true },
});

const client = path.join(root, "build/client");
for (const [name, content] of Object.entries(module.seoFiles())) {
  await writeFile(path.join(client, name), content);
  console.log(`generate-seo-files: wrote build/client/${name}`);
}

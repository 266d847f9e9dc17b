// The build's last step, run by React Router's buildEnd hook (react-router.config.ts) once
// every page is pre-rendered; the order matters, see docs/decisions/0003 and 0004.
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { seoFiles } from "../../app/lib/seo-files.ts";
import { siteOrigin } from "../../app/config/site.ts";
import { locales, localizePath } from "../../app/config/locales.ts";
import { paths } from "../../app/config/pages.ts";
import { collectHashes } from "./csp-hashes.mjs";
import { htmlFiles } from "./build-files.mjs";
import { hydrateAfterPaint } from "./hydrate-after-paint.mjs";
import { inlineStylesheet } from "./inline-stylesheet.mjs";
import { precompress } from "./precompress.mjs";
import { writeHeaders } from "./write-headers.mjs";

/**
 * Publishes each language's not-found page as 404.html in its folder (/404.html, /hi/404.html:
 * static hosts serve the nearest one with status 404), writes
 * sitemap.xml and robots.txt, inlines the stylesheet, starts hydration after the first
 * paint, then hashes the final HTML into the CSP headers and precompresses.
 * @param {{ root: string, env: Record<string, string | undefined> }} viteConfig
 */
export async function postbuild({ root, env }) {
  const build = path.resolve(root, "build");
  const client = path.join(build, "client");

  for (const locale of locales) {
    const notFound = path.join(client, localizePath(paths.notFound, locale));
    await rename(path.join(notFound, "index.html"), `${notFound}.html`);
    await rm(notFound, { recursive: true, force: true });
    // Its words are in its HTML, which hosts serve at any unknown address; no link leads to /404.
    await rm(`${notFound}.data`, { force: true });
    console.log(`postbuild: wrote ${path.relative(root, notFound)}.html`);
  }
  // Every real page is pre-rendered; the SPA fallback would only serve unknown paths with status 200.
  await rm(path.join(client, "__spa-fallback.html"), { force: true });

  for (const [name, content] of Object.entries(seoFiles(siteOrigin(env.VITE_SITE_URL)))) {
    await writeFile(path.join(client, name), content);
  }
  console.log("postbuild: wrote build/client/sitemap.xml and robots.txt");

  const pages = await htmlFiles(client);
  const stylesheet = await inlineStylesheet(client, pages);
  console.log(
    `postbuild: inlined ${stylesheet.file} (${(stylesheet.bytes / 1024).toFixed(1)} KiB) into ${pages.length} pages`,
  );

  for (const file of pages) {
    const fullPath = path.join(client, file);
    await writeFile(fullPath, hydrateAfterPaint(await readFile(fullPath, "utf8")));
  }

  const hashes = collectHashes(await Promise.all(pages.map((file) => readFile(path.join(client, file), "utf8"))));
  await writeHeaders(build, hashes);
  console.log(
    `postbuild: wrote build/client/_headers (${hashes.scriptHashes.length} script, ${hashes.styleHashes.length} style hashes)`,
  );

  // React Router fetches a page's data from /destinations.data, or from /destinations/_.data
  // when the address ends in a slash (hosts that serve folders may add one): publish both.
  const routeData = (await readdir(client, { recursive: true })).filter((file) => /(?<!_)\.data$/.test(file));
  for (const file of routeData) {
    const slashed = path.join(client, file.replace(/\.data$/, ""), "_.data");
    await mkdir(path.dirname(slashed), { recursive: true });
    await copyFile(path.join(client, file), slashed);
  }
  console.log(`postbuild: published ${routeData.length} route data files at their slashed addresses too`);

  console.log(`postbuild: precompressed ${await precompress(client)} files (brotli, gzip)`);
}

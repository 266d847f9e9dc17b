// The build's last step, run by React Router's buildEnd hook (react-router.config.ts) once
// every page is pre-rendered; the order matters, see docs/decisions/0003 and 0004.
import { readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { changeFeeds } from "../../app/lib/build/change-feed.ts";
import { seoFiles } from "../../app/lib/build/seo-files.ts";
import { siteOrigin } from "../../app/config/site.ts";
import { guideFacts } from "../../app/content/facts.ts";
import { schemesPastEnd, todayInIndia } from "../../app/lib/logic/destination-guides.ts";
import { dueForReview, dueLine } from "../content/facts-status.ts";
import { disallowedInlineCode, withPagePolicy } from "./csp-hashes.mjs";
import { buildDirectory, htmlFiles } from "./build-files.mjs";
import { hydrateAfterPaint } from "./hydrate-after-paint.mjs";
import { inlineStylesheet } from "./inline-stylesheet.mjs";
import { precompress } from "./precompress.mjs";
import { writeHeaders } from "./write-headers.mjs";

/**
 * Publishes every page as a file named after its address (about-us.html, hi.html,
 * hi/404.html: the hosts serve /about-us from about-us.html with status 200, where a folder's
 * index.html would be redirected to /about-us/ first), and each language's not-found page as
 * 404.html in its folder (static hosts serve the nearest one with status 404); writes
 * sitemap.xml, robots.txt and each language's change feed, inlines the stylesheet, starts
 * hydration after the first paint, then gives each page its own Content-Security-Policy and
 * precompresses.
 * @param {{ root: string, env: Record<string, string | undefined> }} viteConfig
 */
export async function postbuild({ root, env }) {
  const client = path.resolve(root, buildDirectory, "client");

  // Such a guide now says its scheme was due to end (decision 0013): its facts need a new source.
  for (const { slug, endsOn } of schemesPastEnd(guideFacts, todayInIndia())) {
    console.warn(`⚠ The ${slug} guide's scheme ended on ${endsOn}: find what replaced it (docs/decisions/0013).`);
  }
  // A fact past its review-by date still shows its evidence's date, never a check (decision
  // 0013); the build only says it is due, as a warning: the site is right to ship meanwhile.
  const due = dueForReview(guideFacts, todayInIndia());
  if (due.length > 0) {
    console.warn(`⚠ ${due.length} guide facts are due for review (npm run facts lists them all), first:`);
    for (const fact of due.slice(0, 5)) console.warn(`  ${dueLine(fact)}`);
  }

  const folderPages = (await htmlFiles(client)).filter(
    (file) => path.basename(file) === "index.html" && file !== "index.html",
  );
  for (const file of folderPages) {
    const folder = path.join(client, path.dirname(file));
    await rename(path.join(folder, "index.html"), `${folder}.html`);
    if ((await readdir(folder)).length === 0) await rmdir(folder);
  }
  console.log(`postbuild: published ${folderPages.length} pages as files named after their addresses`);
  // The not-found pages' words are in their HTML, which hosts serve at any unknown address;
  // no link leads to /404, so nothing fetches their route data.
  for (const file of (await readdir(client, { recursive: true })).filter(
    (file) => path.basename(file) === "404.data",
  )) {
    await rm(path.join(client, file));
  }
  // Every real page is pre-rendered; the SPA fallback would only serve unknown paths with status 200.
  await rm(path.join(client, "__spa-fallback.html"), { force: true });

  for (const [name, content] of Object.entries(seoFiles(siteOrigin(env.VITE_SITE_URL)))) {
    await writeFile(path.join(client, name), content);
  }
  console.log("postbuild: wrote build/client/sitemap.xml and robots.txt");
  // Each language's feed of the guides' changes (decision 0013), served as Atom (_headers below).
  const feeds = changeFeeds(siteOrigin(env.VITE_SITE_URL));
  for (const [file, content] of Object.entries(feeds)) await writeFile(path.join(client, file), content);
  console.log(`postbuild: wrote the change feeds ${Object.keys(feeds).join(", ")}`);

  const pages = await htmlFiles(client);
  const stylesheet = await inlineStylesheet(client, pages);
  console.log(
    `postbuild: inlined ${stylesheet.file} (${(stylesheet.bytes / 1024).toFixed(1)} KiB) into ${pages.length} pages`,
  );

  // The policy comes last: it hashes each page's inline code as it is finally written.
  for (const file of pages) {
    const fullPath = path.join(client, file);
    const html = withPagePolicy(hydrateAfterPaint(await readFile(fullPath, "utf8")));
    const disallowed = disallowedInlineCode(html);
    if (disallowed.length > 0)
      throw new Error(`postbuild: ${file}: its policy does not allow ${disallowed.join(", ")}.`);
    await writeFile(fullPath, html);
  }
  await writeHeaders(
    client,
    Object.keys(feeds).map((file) => `/${file}`),
  );
  console.log(
    `postbuild: wrote a Content-Security-Policy into each of ${pages.length} pages, and build/client/_headers`,
  );

  console.log(`postbuild: precompressed ${await precompress(client)} files (brotli, gzip)`);
}

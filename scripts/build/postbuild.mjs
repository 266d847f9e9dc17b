// The build's last step, run by Astro's astro:build:done hook (astro.config.ts) once every
// page is written; the policy comes after every change to a page (docs/decisions/0003).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { changeFeeds } from "../../app/lib/build/change-feed.ts";
import { seoFiles } from "../../app/lib/build/seo-files.ts";
import { siteOrigin } from "../../app/config/site.ts";
import { guideFacts, sharedOnlyFacts } from "../../app/content/facts.ts";
import { schemesPastEnd, todayInIndia } from "../../app/lib/logic/destination-guides.ts";
import { dueForReview, dueLine } from "../content/facts-status.ts";
import { siteManifestFile } from "../../server/site-manifest.mjs";
import { disallowedInlineCode, withPagePolicy } from "./csp-hashes.mjs";
import { htmlFiles, siteManifest } from "./build-files.mjs";
import { precompress } from "./precompress.mjs";
import { writeHeaders } from "./write-headers.mjs";

/**
 * Warns of facts due for review, writes sitemap.xml, robots.txt and each language's change
 * feed, gives each page its own Content-Security-Policy, writes the hosts' _headers,
 * precompresses, and writes the server's manifest beside the client folder (never deployed).
 * @param {string} client the build's static output (build/client)
 * @param {Record<string, string | undefined>} env
 */
export async function postbuild(client, env) {
  const shown = path.relative(process.cwd(), client);
  // Such a guide now says its scheme was due to end (decision 0013): its facts need a new source.
  for (const { slug, endsOn } of schemesPastEnd(guideFacts, todayInIndia())) {
    console.warn(`⚠ The ${slug} guide's scheme ended on ${endsOn}: find what replaced it (docs/decisions/0013).`);
  }
  // A fact past its review-by date still shows its evidence's date, never a check (decision
  // 0013); the build only says it is due, as a warning: the site is right to ship meanwhile.
  const due = dueForReview(guideFacts, todayInIndia(), sharedOnlyFacts);
  if (due.length > 0) {
    console.warn(`⚠ ${due.length} guide facts are due for review (npm run facts lists them all), first:`);
    for (const fact of due.slice(0, 5)) console.warn(`  ${dueLine(fact)}`);
  }

  for (const [name, content] of Object.entries(seoFiles(siteOrigin(env.VITE_SITE_URL)))) {
    await writeFile(path.join(client, name), content);
  }
  console.log(`postbuild: wrote ${shown}/sitemap.xml and robots.txt`);
  // Each language's feed of the guides' changes (decision 0013), served as Atom (_headers below).
  const feeds = changeFeeds(siteOrigin(env.VITE_SITE_URL));
  for (const [file, content] of Object.entries(feeds)) await writeFile(path.join(client, file), content);
  console.log(`postbuild: wrote the change feeds ${Object.keys(feeds).join(", ")}`);

  const pages = await htmlFiles(client);
  // The policy comes last: it hashes each page's inline code as it is finally written.
  for (const file of pages) {
    const fullPath = path.join(client, file);
    const html = withPagePolicy(await readFile(fullPath, "utf8"));
    const disallowed = disallowedInlineCode(html);
    if (disallowed.length > 0)
      throw new Error(`postbuild: ${file}: its policy does not allow ${disallowed.join(", ")}.`);
    await writeFile(fullPath, html);
  }
  await writeHeaders(
    client,
    Object.keys(feeds).map((file) => `/${file}`),
  );
  console.log(`postbuild: wrote a Content-Security-Policy into each of ${pages.length} pages, and ${shown}/_headers`);

  console.log(`postbuild: precompressed ${await precompress(client)} files (brotli, gzip)`);

  const manifest = path.join(client, "..", siteManifestFile);
  await writeFile(manifest, `${JSON.stringify(siteManifest(pages, Object.keys(feeds)), null, 2)}\n`);
  console.log(`postbuild: wrote ${path.relative(process.cwd(), manifest)} for the server`);
}

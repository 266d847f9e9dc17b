// Writes the response headers for static hosts to build/client/_headers (the format
// Netlify and Cloudflare Pages read) and for `server/start.mjs` to build/headers.json,
// both from server/security-headers.mjs, so the CDN and `npm start` send the same.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { hashedAssetsPrefix, immutableCacheControl, securityHeaders } from "../../server/security-headers.mjs";

/**
 * @param {Record<string, string>} headers sent with every response
 * @returns {string} the _headers file
 */
export function headersFile(headers) {
  const block = (pattern, entries) => [pattern, ...entries.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  // Hosts join the values of a header set by two matching rules, so Cache-Control is set
  // only for hashed assets; pages keep the hosts' default `max-age=0, must-revalidate`.
  return `${[
    block("/*", Object.entries(headers)),
    block(`${hashedAssetsPrefix}*`, [["Cache-Control", immutableCacheControl]]),
  ].join("\n\n")}\n`;
}

/**
 * @param {string} buildDir build/
 * @param {Parameters<typeof securityHeaders>[0]} hashes
 */
export async function writeHeaders(buildDir, hashes) {
  const headers = securityHeaders(hashes);
  await writeFile(path.join(buildDir, "client/_headers"), headersFile(headers));
  await writeFile(path.join(buildDir, "headers.json"), `${JSON.stringify(headers, null, 2)}\n`);
  return headers;
}

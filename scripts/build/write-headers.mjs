// Writes the response headers for static hosts to build/client/_headers (the format Netlify
// and Cloudflare Pages read) from server/security-headers.mjs, which `server/start.mjs`
// sends too, so the CDN and `npm start` send the same.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import {
  changeFeedType,
  hashedAssetsPrefix,
  immutableCacheControl,
  securityHeaders,
} from "../../server/security-headers.mjs";

/** Cloudflare Pages' documented limits for `_headers` (the stricter of the two hosts). */
export const headersFileLimits = { rules: 100, lineLength: 2000 };

/**
 * @param {Record<string, string>} headers sent with every response
 * @param {readonly string[]} feedPaths the change feeds' addresses, served as Atom
 * @returns {string} the _headers file
 */
export function headersFile(headers, feedPaths = []) {
  /** @param {string} pattern @param {[string, string][]} entries */
  const block = (pattern, entries) => [pattern, ...entries.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  // Hosts join the values of a header set by two matching rules, so Cache-Control is set
  // only for hashed assets; pages keep the hosts' default `max-age=0, must-revalidate`.
  const rules = [
    block("/*", Object.entries(headers)),
    block(`${hashedAssetsPrefix}*`, [["Cache-Control", immutableCacheControl]]),
    // The host's own type for the extension is replaced by the first rule that sets one.
    ...feedPaths.map((feedPath) => block(feedPath, [["Content-Type", changeFeedType]])),
  ];
  const file = `${rules.join("\n\n")}\n`;
  const longLines = file.split("\n").filter((line) => line.length > headersFileLimits.lineLength);
  if (rules.length > headersFileLimits.rules || longLines.length > 0) {
    throw new Error(
      `write-headers: _headers has ${rules.length} rules (at most ${headersFileLimits.rules}) and ` +
        `${longLines.length} lines over ${headersFileLimits.lineLength} characters: the host would reject it.`,
    );
  }
  return file;
}

/**
 * @param {string} clientDir build/client
 * @param {readonly string[]} feedPaths the change feeds' addresses
 */
export async function writeHeaders(clientDir, feedPaths) {
  await writeFile(path.join(clientDir, "_headers"), headersFile(securityHeaders, feedPaths));
}

// Writes a .br and a .gz next to every text file of the build, at the highest levels
// (too slow per request, free at build), so the server sends them without compressing.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats; fonts (woff2) and images are compressed already. */
const compressible = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt)$/;

/** @param {Buffer} content */
export function brotliBest(content) {
  return brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** @param {Buffer} content */
function gzipBest(content) {
  return gz(content, { level: constants.Z_BEST_COMPRESSION });
}

/** @param {string} clientDir build/client */
export async function precompress(clientDir) {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) => compressible.test(file));
  await Promise.all(
    files.map(async (file) => {
      const fullPath = path.join(clientDir, file);
      const content = await readFile(fullPath);
      await writeFile(`${fullPath}.br`, await brotliBest(content));
      await writeFile(`${fullPath}.gz`, await gzipBest(content));
    }),
  );
  return files.length;
}

import { useLocation } from "react-router";
import { type JsonLdObject, jsonForScript } from "~/lib/logic/structured-data";

/**
 * Structured data as an inline data block, written into the pre-rendered page only: crawlers
 * read each address's own HTML, so callers build `data` under `import.meta.env.SSR` and the
 * builders stay out of the scripts (decision 0018). Hydration keeps the block's text (React does
 * not compare a script's inner HTML); after a client-side navigation the block is a new, empty
 * one, keyed by the path, so no page keeps another page's data. Browsers never execute it, so
 * the Content-Security-Policy does not apply.
 */
export function JsonLd({ data }: { data: JsonLdObject | false }) {
  const { pathname } = useLocation();
  return (
    <script
      key={pathname}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR && data ? jsonForScript(data) : "" }}
      suppressHydrationWarning
    />
  );
}

import { type JsonLdObject, serializeJsonLd } from "~/lib/structured-data";

/**
 * Structured data as an inline data block. Browsers never execute it, so the
 * Content-Security-Policy does not apply; the text is deterministic, so the
 * pre-rendered HTML and hydration agree.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

import { type JsonLdObject, jsonForScript } from "~/lib/logic/structured-data";

/**
 * Structured data as an inline data block in the page's HTML: crawlers read each address's own
 * HTML. Browsers never execute it, so the Content-Security-Policy does not apply.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

/**
 * A content template with its `{name}` placeholders filled in. Content reaches an island as
 * props, which Astro serialises: text, not functions, so wording that wraps a value is a template.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

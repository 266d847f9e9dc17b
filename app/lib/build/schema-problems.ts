// Build time only, with zod (docs/decisions/0017): content files checked as they load.
import type { z } from "zod";

/** `facts.fees.evidence[0].source` */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (written, key) =>
      typeof key === "number" ? `${written}[${key}]` : written ? `${written}.${String(key)}` : String(key),
    "",
  );
}

/**
 * An issue as an editor needs it: where a value may be one of several types (a fact written out,
 * or the id of a shared one), zod reports only "Invalid input" for the union; the problems of
 * the one option of the value's own type say which field is wrong.
 */
function precise(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== "invalid_union") return [issue];
  const ofItsType = issue.errors.filter(
    (problems) => !problems.some(({ code, path }) => code === "invalid_type" && path.length === 0),
  );
  if (ofItsType.length !== 1) return [issue];
  return ofItsType[0]!.flatMap(precise).map((problem) => ({ ...problem, path: [...issue.path, ...problem.path] }));
}

export type Checked<T> = { data: T; problems: [] } | { data: undefined; problems: string[] };

/**
 * A content file checked against its schema: its data, or one line per problem naming the file,
 * the field path and what was expected (`app/content/facts/vietnam.json: facts.fees.date:
 * expected a real calendar date, got "2026-02-30"`).
 */
export function checkFile<Schema extends z.ZodType>(
  schema: Schema,
  file: string,
  content: unknown,
): Checked<z.output<Schema>> {
  const result = schema.safeParse(content);
  if (result.success) return { data: result.data, problems: [] };
  return {
    data: undefined,
    problems: result.error.issues
      .flatMap(precise)
      .map((issue) => `${file}: ${fieldPath(issue.path) || "(the file)"}: ${issue.message}`),
  };
}

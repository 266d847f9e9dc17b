import { createContext, use } from "react";
import type { ShellContent } from "../build/page-content.server";

/** The shell's words in the page's language (header, footer, launch message, support links, toasts), given by the page (decision 0011). */
export const ShellContext = createContext<ShellContent | null>(null);

export function useShellContent(): ShellContent {
  const content = use(ShellContext);
  if (!content)
    throw new Error("useShellContent: no ShellContext around this component (components/layout/page-context.tsx)");
  return content;
}

import { useRouteLoaderData } from "react-router";
import { layoutRouteId } from "~/config/pages";
import type { ShellContent } from "../build/page-content.server";

/**
 * The shell's words in the page's language (header, footer, launch message, support links,
 * toasts), from the layout route's loader (decision 0011). For components inside the layout.
 */
export function useShellContent(): ShellContent {
  const content = useRouteLoaderData<ShellContent>(layoutRouteId);
  if (!content) throw new Error(`useShellContent: no data from the layout route "${layoutRouteId}"`);
  return content;
}

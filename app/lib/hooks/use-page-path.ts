import { createContext, use } from "react";

/** The page being rendered: its address (with the language prefix), and whether it has a twin in the other languages. */
export interface PagePath {
  pathname: string;
  /** False for a not-found page: the language control then leads to the other languages' home pages. */
  hasLanguageTwin: boolean;
}

export const PagePathContext = createContext<PagePath>({ pathname: "/", hasLanguageTwin: true });

export function usePagePath(): PagePath {
  return use(PagePathContext);
}

import { wordmark } from "~/content/wordmark";
import { joinClasses } from "~/lib/logic/utils";

/** Brand mark: a plane climbing over a horizon, in the brand's blue. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={joinClasses("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="9" className="fill-brand-700" />
      <path d="M7 22.5h18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" className="text-saffron-400" />
      <path
        d="m8.6 15.2 2.3-.9 2.8 1.7 4.6-2.6-6-4.7 2.2-.9 8 3.5 3.1-1.7a1.9 1.9 0 0 1 1.9 3.3l-12.3 6.8a2.2 2.2 0 0 1-2.2-.1l-4.6-3.2Z"
        fill="white"
      />
    </svg>
  );
}

/** The brand name, two-toned; `inverse` for dark backgrounds. */
export function Wordmark({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span
      className={joinClasses(
        "text-lg font-extrabold tracking-tight",
        inverse ? "text-white" : "text-ink-950",
        className,
      )}
    >
      {wordmark.lead}
      <span className={inverse ? "text-brand-300" : "text-brand-700"}>{wordmark.accent}</span>
    </span>
  );
}

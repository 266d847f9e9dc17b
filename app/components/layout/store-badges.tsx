import { launchToastButtonProps } from "~/lib/inline-scripts/recorder";
import { useShellContent } from "~/lib/hooks/use-shell-content";

const stores = [
  {
    id: "appStore",
    icon: (
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.4-1-2.4-3.9ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4Z" />
    ),
  },
  {
    id: "googlePlay",
    icon: (
      <path d="M3.6 2.3c-.3.3-.4.7-.4 1.3v16.8c0 .6.1 1 .4 1.3l9.5-9.7-9.5-9.7Zm10.6 10.8 2.9 2.9-11.2 6.4c-.5.3-1 .3-1.4.1l9.7-9.4Zm4.2-4.1 3 1.7c.9.5.9 1.2 0 1.7l-3 1.7-3.2-3.1 3.2-2Zm-14-6.9c.4-.2.9-.2 1.4.1L17.1 8l-2.9 2.9-9.8-8.8Z" />
    ),
  },
] as const;

/**
 * The badge's words in two lines, as the stores' badges set them: what comes before the
 * store's name small above it, then the name in bold and what comes after it, as one line.
 */
function StoreBadgeText({ name, caption }: { name: string; caption: string }) {
  const [before = "", after = ""] = caption.split("{store}");
  return (
    <span className="flex flex-col leading-tight">
      {before.trim() && <span className="text-2xs text-ink-300">{before.trim()}</span>}
      {/* Tamil's "App Store-இல் பதிவிறக்கவும்" is the longest label: a step smaller, with the
          badge's narrower padding, it keeps to one line in a 276 px footer column. */}
      <span className="text-[0.9375rem] taml:text-sm">
        <span className="font-semibold">{name}</span>
        {after}
      </span>
    </span>
  );
}

/** App-store badges: the app is not out yet, so each opens the coming-soon toast. */
export function StoreBadges() {
  const { storeBadges } = useShellContent();
  return (
    // Stacked, both badges take the longer one's width in every language.
    <div className="grid w-fit gap-3">
      {stores.map(({ id, icon }) => (
        <button
          key={id}
          {...launchToastButtonProps("mobileApp")}
          className="inline-flex h-12 items-center gap-2.5 rounded-xl border border-white/20 bg-ink-950 px-4 text-left text-white transition-colors hover:border-white/40 hover:bg-black taml:px-3"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-current">
            {icon}
          </svg>
          <StoreBadgeText {...storeBadges[id]} />
        </button>
      ))}
    </div>
  );
}

import { Link } from "react-router";
import { site } from "~/config/site";
import { supportChannels, type SupportChannel } from "~/content/support";
import { externalLinkProps } from "~/lib/links";
import { LogoMark, Wordmark } from "./logo";
import { StoreBadges } from "./store-badges";

/** The line under each support channel in the footer. */
const channelDetail: Record<SupportChannel["id"], string> = {
  whatsapp: "Replies 24/7",
  email: site.contact.supportEmail,
};

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";
const linkClass = "rounded text-ink-300 transition-colors hover:text-white";

export function SiteFooter() {
  return (
    // Below the first screen on every page. Its placeholder is at least as tall as the footer
    // at each width, so the dark background stays under its text while layout is skipped.
    <footer className="bg-ink-950 text-ink-300 render-when-near [contain-intrinsic-size:auto_68rem] sm:[contain-intrinsic-size:auto_44rem] md:[contain-intrinsic-size:auto_38rem] lg:[contain-intrinsic-size:auto_28rem]">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.3fr] lg:gap-12">
        <div>
          <Link to="/" aria-label={`${site.name} home`} className="inline-flex items-center gap-2 rounded-lg">
            <LogoMark />
            <Wordmark inverse />
          </Link>
          <p className="mt-4 text-base font-semibold text-white">{site.tagline}</p>
          <p className="mt-2 max-w-xs text-sm leading-relaxed">
            Online visa applications and expert help for Indian travellers to the GCC, Europe and Asia.
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-4 space-y-3 text-[0.9375rem]">
            {site.footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={headingClass}>
            Contact Support
          </h2>
          <ul className="mt-4 space-y-3">
            {supportChannels.map(({ id, label, href, icon: Icon }) => (
              <li key={id}>
                <a href={href} {...externalLinkProps(href)} className="group flex items-start gap-3 rounded-lg">
                  <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-white group-hover:bg-white/15">
                    <Icon aria-hidden="true" className="size-4.5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-[0.9375rem] font-medium text-white group-hover:underline">{label}</span>
                    <span className="block text-sm break-all text-ink-400">{channelDetail[id]}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-app">
          <h2 id="footer-app" className={headingClass}>
            Launching Soon
          </h2>
          <p className="mt-4 mb-4 text-sm leading-relaxed">
            Our mobile app is coming soon. Track applications and get status alerts on the go.
          </p>
          <StoreBadges />
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
          <p>{site.credit}</p>
        </div>
      </div>
    </footer>
  );
}

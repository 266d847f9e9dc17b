import { ArrowRight, Globe2, Lock, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { launchToasts } from "~/content/toasts";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast-store";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    description: site.description,
    path: "/",
  });

const trustBadges = [
  { label: "End-to-End Encryption", icon: Lock },
  { label: "Fully Online", icon: Globe2 },
  { label: "Mobile Perfected", icon: Smartphone },
];

export default function Home() {
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div className="container-page py-16 sm:py-24">
        <Badge variant="inverse" size="md">
          Tourist · Business · Transit visas
        </Badge>
        <h1 className="mt-6 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-6xl">
          {site.tagline}
          <span className="mt-3 block text-2xl font-semibold text-brand-200 sm:text-3xl">
            Your visa, applied for online in under five minutes.
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">
          {site.name} makes the international visa process simple for Indian travellers: one online form, no paperwork,
          no appointments, and real-time updates until your visa is issued.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="accent" size="lg" onClick={() => toast(launchToasts.startApplication)}>
            Start Visa Application
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button variant="inverse" size="lg" asChild>
            <Link to="/destinations">Discover Destinations</Link>
          </Button>
        </div>
        <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-brand-100">
          {trustBadges.map(({ label, icon: Icon }) => (
            <li key={label} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-saffron-300" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

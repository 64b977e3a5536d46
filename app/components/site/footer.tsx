import { useContext, useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { publicPagesIn, SUMMER_PAGE_PATH } from "~/content/public-pages";
import { site } from "~/content/site";
import { summerCampLabel } from "~/content/navigation";
import { campToday } from "~/lib/camp-dates";
import type { CampContact } from "~/lib/contact";
import { copyrightYear } from "~/lib/season-words";
import type { SeasonWords } from "~/server/season-words.server";
import { Logo } from "./logo";
import { Island, IslandsContext } from "~/islands/island";
import { signUpButtonIsland } from "./sign-up-dialog";
import { MediaImage } from "./media-image";

export type FooterAward = { key: string; alt: string; width: number; height: number };

function SocialIcon({ name }: { name: string }) {
  const paths: Record<string, string> = {
    Facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z",
    Instagram:
      "M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 0 0 12 7.5zm0 7.2a2.7 2.7 0 1 1 0-5.4 2.7 2.7 0 0 1 0 5.4zM17 6a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3z",
    YouTube:
      "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z",
  };
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={paths[name]} />
    </svg>
  );
}

const linkClasses = "rounded text-sea-100 hover:text-white hover:underline";

type PageLink = { path: string; label: string };

function LinkList({ links, className, label }: { links: ReadonlyArray<PageLink>; className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((l) => (
        <li key={l.path}>
          <Link className={linkClasses} to={l.path}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterLinks({ label, links }: { label: string; links: ReadonlyArray<PageLink> }) {
  return (
    <nav aria-label={label} className="space-y-3">
      <h2 className="text-lg text-white">{label}</h2>
      <LinkList className="space-y-2" links={links} />
    </nav>
  );
}

/**
 * The award badges. An app page shows them once it works: they are lazy, but on a short page on a
 * slow phone they are within Chrome's lazy-loading distance, two round trips more before the page
 * works (docs/decisions/0064-app-pages-on-a-phone.md). Their boxes keep their size meanwhile. An
 * islands page (static HTML, the footer never hydrates) shows them at once.
 */
function FooterAwards({ awards }: { awards: FooterAward[] }) {
  const islandsPage = useContext(IslandsContext) !== null;
  const [working, setWorking] = useState(false);
  useEffect(() => setWorking(true), []);
  const show = islandsPage || working;
  return (
    <div className="flex gap-3">
      {awards.map((award) => (show ? <MediaImage image={award} key={award.key} className="size-20" /> : <div key={award.key} className="size-20" />))}
    </div>
  );
}

export function SiteFooter({ awards, contact, season }: { awards: FooterAward[]; contact: CampContact; season: SeasonWords | undefined }) {
  const year = season?.year ?? copyrightYear(campToday());
  const programs = publicPagesIn("Programs").map((page) =>
    page.path === SUMMER_PAGE_PATH && season ? { ...page, label: summerCampLabel(season.summerYear) } : page,
  );
  return (
    <footer className="focus-on-dark bg-sea-950 text-sea-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo light />
          <FooterAwards awards={awards} />
          <p>
            {contact.phone ? (
              <>
                <a className={linkClasses} href={contact.phone.href}>
                  {contact.phone.text}
                </a>
                <br />
              </>
            ) : null}
            <a className={linkClasses} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-11 place-items-center rounded-full bg-sea-800 text-white hover:bg-teal-600"
                  aria-label={`${s.name} (opens in a new tab)`}
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {/* The site map: every public page is one link away from any page, scripts or not. */}
        <div className="space-y-8">
          <FooterLinks label="Programs" links={programs} />
          <FooterLinks label="Join the Fun" links={publicPagesIn("Join the Fun")} />
        </div>
        <FooterLinks label="Information" links={publicPagesIn("Information")} />
        <div className="space-y-3">
          <h2 className="text-lg text-white">Locations</h2>
          {site.locations.map((loc) => (
            <address key={loc.code} className="not-italic">
              <strong className="text-white">{loc.name}</strong>
              <br />
              {loc.street}, {loc.city}
            </address>
          ))}
          <div className="flex flex-wrap gap-3 pt-2">
            <Island of={signUpButtonIsland} props={{ label: "SIGN UP NOW" }} />
            <a href={site.nonprofit.donateUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses("sunny")}>
              GIVE BACK<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </div>
      <div className="border-t border-sea-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-6 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <LinkList
            className="flex flex-wrap gap-x-4 gap-y-2"
            label="Contact and policies"
            links={[{ path: "/contact", label: "Contact Us" }, ...publicPagesIn("Policies")]}
          />
        </div>
      </div>
    </footer>
  );
}

import { Link } from "react-router";
import { Section, SectionTitle } from "~/components/site/section";
import { signUpButtonIsland } from "~/components/site/sign-up-dialog";
import { videoPanelIsland } from "~/components/site/video-panel";
import { buttonClasses } from "~/components/ui/button";
import { landingCopy } from "~/content/landing";
import { site } from "~/content/site";
import { Island } from "~/islands/island";
import type { SiteImage } from "~/server/public-media.server";
import type { HeroSlide } from "~/server/site-content.server";
import { heroCarouselIsland } from "./hero-carousel";
import { photoCarouselIsland, testimonialCarouselIsland } from "./landing-carousels";
import { MediaImage } from "~/components/site/media-image";

export type HeroWords = { title: string; info: string[] };
export type HomeQuote = { name: string; quote: string; role?: "Counselor" };
export type LandingData = {
  heroSlides: HeroSlide[];
  galleryPhotos: SiteImage[];
  aboutImage: SiteImage | null;
  hero: HeroWords;
  testimonials: HomeQuote[];
  /** The "What is Camp Sarraka?" video, as the office set it. */
  introVideoId: string;
};

/** The public home page, sections in the specification's order (header and footer come from root). */
export function LandingPage({ heroSlides, galleryPhotos, aboutImage, hero, testimonials: quotes, introVideoId }: LandingData) {
  const { whatIs, gallery, sarrakaship, testimonials, callToAction } = landingCopy;
  return (
    <main>
      <Island of={heroCarouselIsland} props={{ slides: heroSlides, words: hero }} />

      <Section labelledBy="what-is" className="grid items-center gap-10 lg:grid-cols-2">
        <div className="space-y-5">
          <SectionTitle id="what-is">{whatIs.title}</SectionTitle>
          {aboutImage ? <MediaImage image={aboutImage} className="aspect-[3/2] w-full rounded-[var(--radius-card)] object-cover lg:hidden" /> : null}
          {whatIs.paragraphs.map((p) => (
            <p key={p.slice(0, 20)} className="text-lg">
              {p}
            </p>
          ))}
          <Link to="/about-us" className={buttonClasses("secondary")}>
            {whatIs.button}
          </Link>
        </div>
        <Island of={videoPanelIsland} props={{ videoId: introVideoId, title: whatIs.videoTitle, thumbnail: aboutImage ?? undefined }} />
      </Section>

      <Section tone="sea" labelledBy="camp-life">
        <SectionTitle id="camp-life" className="mb-10 text-center">
          {gallery.title}
        </SectionTitle>
        <Island of={photoCarouselIsland} props={{ photos: galleryPhotos }} />
        <div className="mt-8 text-center">
          <Link to="/gallery" className={buttonClasses("teal")}>
            {gallery.button}
          </Link>
        </div>
      </Section>

      <Section tone="deep" labelledBy="sarrakaship" className="max-w-3xl text-center">
        <SectionTitle id="sarrakaship">{sarrakaship.title}</SectionTitle>
        <p className="mt-5 text-lg text-sea-100">{sarrakaship.text}</p>
        <a href={site.nonprofit.url} target="_blank" rel="noopener noreferrer" className={buttonClasses("sunny", "lg", "mt-8")}>
          {sarrakaship.button}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Section>

      <Section tone="sand" labelledBy="parents-say">
        <SectionTitle id="parents-say" className="mb-10 text-center">
          {testimonials.title}
        </SectionTitle>
        <Island of={testimonialCarouselIsland} props={{ quotes }} />
        <div className="mt-8 text-center">
          <Link to="/testimonials" className={buttonClasses("teal")}>
            {testimonials.button}
          </Link>
        </div>
      </Section>

      <Section labelledBy="join-fun" className="text-center">
        <div className="mx-auto max-w-3xl rounded-[2rem] bg-gradient-to-br from-teal-600 to-sea-800 px-6 py-14 text-white shadow-xl">
          <h2 id="join-fun" className="text-3xl font-black text-white md:text-4xl">
            {callToAction.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-white">{callToAction.text(hero.title)}</p>
          <Island of={signUpButtonIsland} props={{ label: callToAction.button, size: "lg", className: "mt-8" }} />
        </div>
      </Section>
    </main>
  );
}

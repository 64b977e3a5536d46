import { Link } from "react-router";
import { PagedCarousel } from "~/components/site/paged-carousel";
import { Section, SectionTitle } from "~/components/site/section";
import { SignUpDialog } from "~/components/site/sign-up-dialog";
import { Stars } from "~/components/site/stars";
import { VideoPanel } from "~/components/site/video-panel";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LANDING_LIMITS, landingCopy } from "~/content/landing";
import { site } from "~/content/site";
import { homeTestimonials } from "~/content/testimonials";
import type { SiteImage } from "~/server/public-media.server";
import { HeroCarousel } from "./hero-carousel";

export type LandingData = { heroSlides: SiteImage[]; galleryPhotos: SiteImage[]; aboutImage: SiteImage | null };

/** The public home page, sections in the specification's order (header and footer come from root). */
export function LandingPage({ heroSlides, galleryPhotos, aboutImage }: LandingData) {
  const { whatIs, gallery, sarrakaship, testimonials, callToAction } = landingCopy;
  return (
    <main>
      <HeroCarousel slides={heroSlides} />

      <Section labelledBy="what-is" className="grid items-center gap-10 lg:grid-cols-2">
        <div className="space-y-5">
          <SectionTitle id="what-is">{whatIs.title}</SectionTitle>
          {aboutImage ? (
            <img
              src={`/media/${aboutImage.key}`}
              alt={aboutImage.alt}
              width={aboutImage.width}
              height={aboutImage.height}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] w-full rounded-[var(--radius-card)] object-cover lg:hidden"
            />
          ) : null}
          {whatIs.paragraphs.map((p) => (
            <p key={p.slice(0, 20)} className="text-lg">
              {p}
            </p>
          ))}
          <Link to="/about-us" className={buttonClasses("secondary")}>
            {whatIs.button}
          </Link>
        </div>
        <VideoPanel videoId={site.videos.intro} title={whatIs.videoTitle} thumbnail={aboutImage ?? undefined} />
      </Section>

      <Section tone="sea" labelledBy="camp-life">
        <SectionTitle id="camp-life" className="mb-10 text-center">
          {gallery.title}
        </SectionTitle>
        <PagedCarousel
          label={gallery.title}
          items={galleryPhotos}
          perPage={LANDING_LIMITS.galleryPerPage}
          itemKey={(photo) => photo.key}
          renderItem={(photo) => (
            <img
              src={`/media/${photo.key}`}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] w-full rounded-2xl object-cover shadow-md"
            />
          )}
        />
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
        <PagedCarousel
          label={testimonials.title}
          items={homeTestimonials}
          perPage={LANDING_LIMITS.testimonialsPerPage}
          itemKey={(t) => t.name}
          renderItem={(t) => (
            <Card className="flex h-full flex-col gap-4 p-6">
              <Stars count={t.stars} />
              <blockquote className="flex-1 text-lg">“{t.quote}”</blockquote>
              <p className="font-extrabold text-sea-900">
                {t.name}
                {t.role ? <span className="ml-2 text-sm font-bold text-teal-700">{t.role}</span> : null}
              </p>
            </Card>
          )}
        />
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
          <p className="mx-auto mt-4 max-w-xl text-lg text-white">{callToAction.text}</p>
          <SignUpDialog>
            <Button size="lg" className="mt-8">
              {callToAction.button}
            </Button>
          </SignUpDialog>
        </div>
      </Section>
    </main>
  );
}

import { useEffect, useRef, useState } from "react";
import { SignUpDialog } from "~/components/site/sign-up-dialog";
import { useReducedMotion } from "~/components/site/use-reduced-motion";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { LANDING_LIMITS, landingCopy } from "~/content/landing";
import type { HeroWords } from "./landing-page";
import { defineIsland } from "~/islands/island";
import type { HeroSlide } from "~/server/site-content.server";
import { MediaImage } from "~/components/site/media-image";

/**
 * The office's slides (photo and caption, app/server/site-content.server.ts) cross-fade (1 s) every 5 s and wrap around; dots jump to a slide. Rotation
 * pauses while the pointer or focus is inside, on the pause button, and never starts for
 * visitors who prefer reduced motion.
 */
export function HeroCarousel({ slides, words }: { slides: HeroSlide[]; words: HeroWords }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !paused && !hovered && !reducedMotion && slides.length > 1;

  // The first change is due 5 s after the page opened, however late the slideshow hydrated
  // (app/islands/hydrate.ts hydrates it just before); then every 5 s.
  const started = useRef(false);
  useEffect(() => {
    if (!rotating) return;
    const interval = LANDING_LIMITS.heroIntervalMs;
    const first = started.current ? interval : Math.max(0, interval - performance.now());
    started.current = true;
    let timer = setTimeout(function next() {
      setCurrent((c) => (c + 1) % slides.length);
      timer = setTimeout(next, interval);
    }, first);
    return () => clearTimeout(timer);
  }, [rotating, slides.length]);

  // Only the slides shown so far and the next one have their photo in the page: the first
  // paint decodes two photos, not every slide's; each next photo loads while the current shows.
  const [seen, setSeen] = useState<number[]>([0]);
  useEffect(() => setSeen((s) => (s.includes(current) ? s : [...s, current])), [current]);
  const wanted = (i: number) => i === current || i === (current + 1) % slides.length || seen.includes(i);

  const hero = { ...words, button: landingCopy.hero.button };
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Camp photos"
      className="focus-on-dark relative isolate overflow-hidden bg-sea-900"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div className="absolute inset-0 -z-10" data-testid="hero-slides">
        {slides.map((slide, i) => (
          <figure
            key={slide.key}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== current}
            data-active={i === current}
            className={cn("absolute inset-0 transition-opacity ease-in-out", i === current ? "opacity-100" : "opacity-0")}
            style={{ transitionDuration: `${LANDING_LIMITS.heroFadeMs}ms` }}
          >
            {wanted(i) ? (
              <MediaImage image={slide} loading={i === 0 ? "eager" : "lazy"} fetchPriority={i === 0 ? "high" : "auto"} className="size-full object-cover" />
            ) : null}
            <figcaption className="absolute top-4 right-4 rounded-full bg-sea-950/75 px-3 py-1 text-sm font-semibold text-white md:top-auto md:bottom-4">
              {slide.caption}
            </figcaption>
          </figure>
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-sea-950/85 via-sea-950/55 to-sea-950/10" />
      </div>

      <div className="mx-auto flex min-h-[34rem] max-w-7xl flex-col justify-center gap-6 px-6 py-16 md:min-h-[38rem]">
        <h1 className="max-w-2xl text-4xl font-black text-white sm:text-5xl md:text-6xl">{hero.title}</h1>
        <div>
          <SignUpDialog>
            <Button size="lg">{hero.button}</Button>
          </SignUpDialog>
        </div>
        <div className="max-w-md rounded-2xl bg-white p-5 shadow-xl">
          <ul className="space-y-1 font-bold text-sea-900">
            {hero.info.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>

      <div className="absolute bottom-4 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full bg-sea-950/60 px-2 py-1">
        {slides.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            className="grid size-8 cursor-pointer place-items-center"
            aria-label={`Show slide ${i + 1}: ${slide.caption}`}
            aria-current={i === current ? "true" : undefined}
            onClick={() => setCurrent(i)}
          >
            <span className={cn("block size-3 rounded-full", i === current ? "bg-sun-400" : "bg-white/70")} />
          </button>
        ))}
        <button
          type="button"
          className="ml-1 grid size-8 cursor-pointer place-items-center rounded-full text-white hover:bg-white/20"
          aria-label={paused ? "Play slideshow" : "Pause slideshow"}
          onClick={() => setPaused((p) => !p)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
        </button>
      </div>
    </section>
  );
}

export const heroCarouselIsland = defineIsland("hero-carousel", HeroCarousel, "soon");

import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";

const TONES = {
  white: "bg-white",
  sea: "bg-sea-50",
  sand: "bg-sand-50",
  teal: "bg-teal-50",
  deep: "focus-on-dark bg-sea-900 text-white [&_h2]:text-white",
} as const;

/** A full-width band of a page with a centred, padded container. */
export function Section({
  children,
  tone = "white",
  className,
  id,
  labelledBy,
}: {
  children: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
  id?: string;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn(TONES[tone], "py-16 md:py-20")}>
      <div className={cn("mx-auto max-w-7xl px-6", className)}>{children}</div>
    </section>
  );
}

/** The coloured title band at the top of each content page. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <div className="focus-on-dark relative overflow-hidden bg-gradient-to-br from-sea-900 via-sea-800 to-teal-700 text-white">
      <svg aria-hidden="true" className="absolute inset-x-0 bottom-0 h-16 w-full text-white" viewBox="0 0 1440 64" preserveAspectRatio="none">
        <path fill="currentColor" d="M0 32c120 20 240 28 360 20s240-36 360-36 240 28 360 36 240-8 360-20v32H0z" />
      </svg>
      <div className="relative mx-auto max-w-5xl px-6 pt-16 pb-24 text-center">
        <h1 className="text-4xl font-black text-white md:text-5xl">{title}</h1>
        {subtitle ? <p className="mx-auto mt-4 max-w-2xl text-lg text-sea-100 md:text-xl">{subtitle}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </div>
  );
}

export function SectionTitle({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={cn("text-3xl font-black md:text-4xl", className)}>
      {children}
    </h2>
  );
}

const CARD_COLUMNS = { 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** A section's row of cards, each a title and a short text (the reasons, the ways, the details). */
export function CardGrid({ cards, columns }: { cards: ReadonlyArray<{ title: string; text: string }>; columns: keyof typeof CARD_COLUMNS }) {
  return (
    <div className={`mt-8 grid gap-6 ${CARD_COLUMNS[columns]}`}>
      {cards.map((card) => (
        <Card key={card.title} className="p-6">
          <h3 className="text-xl font-extrabold">{card.title}</h3>
          <p className="mt-2">{card.text}</p>
        </Card>
      ))}
    </div>
  );
}

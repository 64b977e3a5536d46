import { useEffect, useRef, useState } from "react";
import { Card } from "~/components/ui/card";
import { campDayLongWithYear } from "~/lib/format";
import { postEmbedUrl } from "~/lib/media-filters";

const formatDate = campDayLongWithYear;

/**
 * A dated social post. The embed loads only when the card comes within 200 px of the screen;
 * a link we cannot embed shows a placeholder with a plain link instead.
 */
export function PostCard({ url, date, caption, meta }: { url: string; date: string; caption: string; meta?: string }) {
  const embed = postEmbedUrl(url);
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = frame.current;
    if (!el || !embed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [embed]);

  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="px-5 pt-4 pb-2">
        <p className="text-sm font-bold text-teal-700">
          <time dateTime={date}>{formatDate(date)}</time>
          {meta ? ` · ${meta}` : null}
        </p>
        <p className="font-extrabold text-sea-900">{caption}</p>
      </div>
      <div ref={frame} className="relative aspect-[4/5] bg-sea-50" data-embed={embed ? (near ? "loaded" : "waiting") : "unavailable"}>
        {embed && near ? <iframe src={embed} title={`Post: ${caption}`} loading="lazy" className="absolute inset-0 size-full border-0" /> : null}
        {!embed ? (
          <div className="absolute inset-0 grid place-items-center p-6 text-center">
            <div>
              <p className="font-bold text-sea-900">This post can't be previewed here.</p>
              <a href={url} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block font-bold text-sea-700 underline">
                View the post<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

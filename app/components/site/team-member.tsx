import { Card } from "~/components/ui/card";
import { FAVORITE_LABELS, initialsOf, type Favorites, type TeamMember } from "~/content/team";
import type { SiteImage } from "~/server/public-media.server";
import { MediaImage } from "./media-image";

function Portrait({ member, photo, size }: { member: TeamMember; photo: SiteImage | undefined; size: "lg" | "md" }) {
  const classes = size === "lg" ? "size-40 md:size-48" : "size-24";
  if (!photo) {
    return (
      <span aria-hidden="true" className={`${classes} grid shrink-0 place-items-center rounded-full bg-teal-100 text-3xl font-black text-teal-700`}>
        {initialsOf(member.name)}
      </span>
    );
  }
  return (
    <MediaImage
      image={photo}
      alt={`Portrait of ${member.name}`}
      // The leaders' portraits are on the first screen (the page's largest paint): no lazy loading.
      loading={size === "lg" ? "eager" : "lazy"}
      className={`${classes} shrink-0 rounded-full object-cover ring-4 ring-sun-300`}
    />
  );
}

function FavoriteList({ favorites }: { favorites: Favorites }) {
  const entries = (Object.keys(FAVORITE_LABELS) as Array<keyof Favorites>).filter((k) => favorites[k]);
  if (entries.length === 0) return null;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {entries.map((k) => (
        <div key={k} className={k === "quote" ? "sm:col-span-2" : undefined}>
          <dt className="inline font-extrabold text-sea-900">{FAVORITE_LABELS[k]}: </dt>
          <dd className="inline">{k === "quote" ? `“${favorites[k]}”` : favorites[k]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PrimaryMemberCard({ member, photo }: { member: TeamMember; photo: SiteImage | undefined }) {
  return (
    <Card className="flex flex-col items-center gap-6 p-6 md:flex-row md:items-start md:p-10">
      <Portrait member={member} photo={photo} size="lg" />
      <div>
        <h3 className="text-2xl font-black">{member.name}</h3>
        <p className="font-bold text-teal-700">{member.title}</p>
        {member.bio ? <p className="mt-3 text-lg">{member.bio}</p> : null}
        <FavoriteList favorites={member.favorites} />
      </div>
    </Card>
  );
}

export function SecondaryMemberCard({ member, photo }: { member: TeamMember; photo: SiteImage | undefined }) {
  return (
    <Card className="flex h-full gap-5 p-6">
      <Portrait member={member} photo={photo} size="md" />
      <div>
        <h3 className="text-xl font-black">{member.name}</h3>
        <p className="font-bold text-teal-700">{member.title}</p>
        <FavoriteList favorites={member.favorites} />
      </div>
    </Card>
  );
}

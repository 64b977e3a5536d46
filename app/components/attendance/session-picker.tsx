import { Link, useNavigate } from "react-router";
import { control, controlLabel } from "./door-styles";

type SessionOption = { id: number; date: string; title: string; location: string };

/** The site (FLC/UUCA) and, at that site, the session whose roster shows. */
export function SessionPicker({ location, sessions, selectedId }: { location: "FLC" | "UUCA"; sessions: SessionOption[]; selectedId: number | null }) {
  const navigate = useNavigate();
  const siteSessions = sessions.filter((s) => s.location === location);
  return (
    <div className="flex flex-wrap items-end gap-2 print:hidden">
      <nav aria-label="Location" className="flex gap-2">
        {(["FLC", "UUCA"] as const).map((loc) => (
          <Link
            key={loc}
            to={`/attendance?location=${loc}`}
            aria-current={loc === location ? "page" : undefined}
            className={`grid min-h-11 place-items-center rounded-lg border-2 border-slate-900 px-3 text-lg font-black sm:px-8 ${loc === location ? "bg-slate-900 text-white" : "bg-white text-slate-950"}`}
          >
            {loc}
          </Link>
        ))}
      </nav>

      <div className="flex min-w-40 flex-1 flex-col">
        <label htmlFor="session-select" className={controlLabel}>
          Session
        </label>
        <select
          id="session-select"
          className={`${control} w-full min-w-0`}
          value={selectedId ?? ""}
          onChange={(e) => navigate(`/attendance?session=${e.target.value}`)}
        >
          {siteSessions.length === 0 ? <option value="">No sessions at {location} yet</option> : null}
          {siteSessions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.date} · {s.title}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

import { GROUP_NAMES } from "~/lib/attendance/groups";
import { SORT_OPTIONS, type SortOption } from "~/lib/attendance/sort";
import { control, controlLabel } from "./door-styles";

export type RosterFilter = { search: string; sort: SortOption; group: string; medicalOnly: boolean };
export const NO_FILTER: RosterFilter = { search: "", sort: "default", group: "", medicalOnly: false };
type FilterProps = { filter: RosterFilter; setFilter: (change: Partial<RosterFilter>) => void };

/** Search, sort, group and the allergies/meds flag above the roster (group and flag move into the table's header on a wide screen). */
export function RosterFilters({ filter, setFilter }: FilterProps) {
  const { search, sort, group, medicalOnly } = filter;
  return (
    <>
      {/* On a phone: search and the flag filter on one line, sort and group on the next. */}
      <div className="grid grid-cols-3 items-end gap-2 print:hidden sm:flex sm:flex-wrap">
        <div className="col-span-2 flex min-w-0 flex-col sm:min-w-48 sm:flex-1">
          <label htmlFor="roster-search" className={controlLabel}>
            Search
          </label>
          <input
            id="roster-search"
            type="search"
            value={search}
            onChange={(e) => setFilter({ search: e.target.value })}
            placeholder="Search camper name or nickname"
            className={control}
          />
        </div>
        <div className="col-span-2 flex flex-col max-sm:order-1">
          <label htmlFor="roster-sort" className={controlLabel}>
            Sort
          </label>
          <select id="roster-sort" value={sort} onChange={(e) => setFilter({ sort: e.target.value as SortOption })} className={`${control} w-full min-w-0`}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col max-sm:order-2 lg:hidden">
          <label htmlFor="group-filter-m" className={controlLabel}>
            Group
          </label>
          <GroupFilter id="group-filter-m" value={group} onChange={(g) => setFilter({ group: g })} className={`${control} w-full min-w-0`} />
        </div>
        <label className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg border-2 border-slate-900 px-2 text-sm leading-tight font-black sm:text-base lg:hidden">
          <input type="checkbox" checked={medicalOnly} onChange={(e) => setFilter({ medicalOnly: e.target.checked })} className="size-6 shrink-0" />
          <span className="min-w-0">
            Allergies/
            <wbr />
            meds only
          </span>
        </label>
      </div>
    </>
  );
}

/** The roster table's header cells that filter or sort. */
export function rosterHeader({ filter, setFilter }: FilterProps) {
  const { sort, group, medicalOnly } = filter;
  return {
    group: (
      <span className="flex flex-col gap-1">
        <label htmlFor="group-filter">Group</label>
        <GroupFilter
          id="group-filter"
          value={group}
          onChange={(g) => setFilter({ group: g })}
          className="min-h-10 rounded-md border-2 border-slate-900 px-1 text-sm normal-case"
        />
      </span>
    ),
    medical: (
      <span className="flex flex-col gap-1">
        Allergies/Medications
        <label className="flex items-center gap-1 text-sm normal-case">
          <input type="checkbox" checked={medicalOnly} onChange={(e) => setFilter({ medicalOnly: e.target.checked })} className="size-5" /> Only flagged
        </label>
      </span>
    ),
    notes: (
      <button
        type="button"
        onClick={() => setFilter({ sort: sort === "notes" ? "default" : "notes" })}
        className="font-black uppercase underline"
        aria-pressed={sort === "notes"}
      >
        Additional notes {sort === "notes" ? "▼" : "↕"}
      </button>
    ),
  };
}

function GroupFilter({ id, value, onChange, className }: { id: string; value: string; onChange: (v: string) => void; className: string }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={className}>
      <option value="">All groups</option>
      {GROUP_NAMES.map((g) => (
        <option key={g}>{g}</option>
      ))}
      <option value="__none">No group</option>
    </select>
  );
}

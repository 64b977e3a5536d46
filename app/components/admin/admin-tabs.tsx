// The admin's tabs: links that read and behave as a tablist. Each tab is an address, so a reload,
// a shared link or Back opens the same place. Only the open tab is in the Tab order; Left/Right
// move to the tab before/after (wrapping round), Home/End to the first/last, and the tab reached
// is opened, as a tablist that follows focus does.
// A tab's code comes on its first use. React Router reloads the whole page when that code cannot be
// fetched, which with the server down ends on the browser's "This site can't be reached"; so the
// tabs fetch it first and, when it cannot come, say so here in words, with nothing left half-open.
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/components/ui/cn";
import { couldNotOpen, UNREACHABLE_TITLE } from "~/lib/failure-message";

export const ADMIN_TABS = [
  { value: "registrations", label: "Registrations" },
  { value: "waitlist", label: "Waitlist" },
  { value: "programs", label: "Programs" },
  { value: "sessions", label: "Sessions" },
  { value: "analytics", label: "Analytics" },
  { value: "staff", label: "Staff" },
  { value: "media", label: "Media" },
  { value: "mail", label: "Mail" },
  { value: "messages", label: "Messages" },
  { value: "finance", label: "Finance" },
  { value: "windows", label: "Windows" },
  { value: "settings", label: "Settings" },
  { value: "content", label: "Content" },
  { value: "pickups", label: "Pickups & meds" },
  { value: "here-now", label: "Here now" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

/** The open tab: /admin alone shows Registrations. */
export function openTab(pathname: string): AdminTab {
  const segment = pathname.replace(/\/+$/, "").split("/")[2];
  return ADMIN_TABS.find((t) => t.value === segment)?.value ?? "registrations";
}

/** Where a key moves from tab `from` of `count`, or null for a key the tabs leave alone. */
export function tabAfterKey(key: string, from: number, count: number): number | null {
  if (key === "ArrowRight") return (from + 1) % count;
  if (key === "ArrowLeft") return (from - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

type RouterWindow = Window & { __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> } };

/** Fetches tab `value`'s code (a no-op once here); false when it could not come. */
async function tabCodeArrives(value: AdminTab) {
  const module = (window as RouterWindow).__reactRouterManifest?.routes[`routes/admin.${value}`]?.module;
  // Not yet known to the router (its links are learnt as they render): the router fetches it.
  if (!module) return true;
  return import(/* @vite-ignore */ module).then(
    () => true,
    () => false,
  );
}

export function AdminTabs({ open }: { open: AdminTab }) {
  const navigate = useNavigate();
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const [unreachable, setUnreachable] = useState<string | null>(null);
  async function openTab(value: AdminTab) {
    setUnreachable(null);
    if (!(await tabCodeArrives(value))) {
      setUnreachable(ADMIN_TABS.find((t) => t.value === value)?.label ?? value);
      return;
    }
    navigate(`/admin/${value}`, { preventScrollReset: true });
  }
  function onClick(event: MouseEvent<HTMLAnchorElement>, value: AdminTab) {
    // A new tab or window (Ctrl, Shift, middle click) is the browser's own.
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void openTab(value);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const focused = links.current.findIndex((link) => link === document.activeElement);
    const from = focused === -1 ? ADMIN_TABS.findIndex((t) => t.value === open) : focused;
    const next = tabAfterKey(event.key, from, ADMIN_TABS.length);
    if (next === null || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    links.current[next]?.focus();
    void openTab(ADMIN_TABS[next].value);
  }
  return (
    <>
      {unreachable ? (
        <div role="alert" className="mb-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <h2 className="font-bold">{UNREACHABLE_TITLE}</h2>
          <p className="mt-1">{couldNotOpen(`The ${unreachable} tab`)}</p>
        </div>
      ) : null}
      <div role="tablist" aria-label="Admin sections" onKeyDown={onKeyDown} className="inline-flex flex-wrap items-center gap-1 rounded-2xl bg-sea-50 p-1">
        {ADMIN_TABS.map((t, index) => (
          <Link
            key={t.value}
            ref={(link) => {
              links.current[index] = link;
            }}
            id={`admin-tab-${t.value}`}
            to={`/admin/${t.value}`}
            role="tab"
            aria-selected={open === t.value}
            aria-current={open === t.value ? "page" : undefined}
            aria-controls="admin-tab-panel"
            tabIndex={open === t.value ? 0 : -1}
            preventScrollReset
            onClick={(event) => onClick(event, t.value)}
            className={cn(
              "inline-flex min-h-10 items-center justify-center rounded-xl px-4 text-sm font-bold text-sea-800",
              "hover:bg-white/70 aria-selected:bg-white aria-selected:text-sea-900 aria-selected:shadow",
            )}
          >
            {t.label}
          </Link>
        ))}
      </div>
    </>
  );
}

import { forgetKeptRosters } from "./use-door-app";

async function logout() {
  try {
    // The kept rosters (medical data) go with the session; the queue of changes stays on the device.
    await forgetKeptRosters();
    await fetch("/api/attendance/logout", { method: "POST", credentials: "same-origin" });
  } finally {
    // The spec: logout goes to the login page even when the call fails.
    window.location.assign("/attendance-login");
  }
}

/** The dark bar: the year's title, who is signed in, Logout. */
export function DoorHeader({ year, displayName }: { year: string; displayName: string }) {
  return (
    <header className="bg-slate-950 text-white print:hidden">
      <div className="mx-auto flex max-w-[1400px] items-center justify-between gap-2 px-3 py-1.5">
        <div className="min-w-0">
          <h1 className="text-lg leading-tight font-black text-white sm:text-2xl">Camp Sarraka Attendance {year}</h1>
          <p className="truncate text-xs font-bold text-slate-300 sm:text-sm">Signed in as {displayName}</p>
        </div>
        <div className="flex items-center gap-3">
          <button type="button" onClick={logout} className="min-h-11 rounded-lg bg-white px-3 font-black text-slate-950">
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}

// The door's own error screen. Whatever breaks on the door (a reload of the roster the server could
// not answer, a fault in a piece of the page), a counselor gets a door-sized screen that says what
// is safe and how to go on, not the public site's "Back to Camp Sarraka". Reloading reopens the
// roster: from the server, or with no network from the copy kept on this device. What went wrong
// is logged to the console and kept under "Details", so the office can name it.
import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";

export function DoorError({ error }: { error: unknown }) {
  useEffect(() => console.error("The door fell to its error screen:", error), [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-slate-950 px-4 text-white">
      <title>Something went wrong | Attendance</title>
      <div role="alert" className="grid max-w-md gap-3 rounded-2xl bg-white p-6 text-slate-950">
        <h1 className="text-2xl font-black">Something went wrong</h1>
        <p className="text-lg font-bold">
          The roster stopped on this screen. Check-ins and check-outs already saved are kept; changes made without a network are kept on this device and are
          sent once the roster is open again.
        </p>
        <button type="button" className="min-h-12 rounded-lg bg-slate-950 px-4 text-lg font-black text-white" onClick={() => window.location.reload()}>
          Reload the roster
        </button>
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-bold">Details for the office</summary>
          <p className="break-words">{detail}</p>
        </details>
      </div>
    </main>
  );
}

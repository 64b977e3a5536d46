// The door's parts loaded on first use (dialogs, menus, the day history, the time alerts). The
// door's service worker keeps their files once it has installed (scripts/door-precache-plugin.ts),
// but on a device that lost the network before that, the file cannot be fetched: the door must then
// say so in place and keep the roster working, never fall to the page's error screen.
import { lazy, type ComponentType } from "react";

export function doorLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: NotOnDeviceYet as ComponentType<P> };
    }
  });
}

function NotOnDeviceYet() {
  return (
    <div role="alert" className="my-2 rounded-lg border-2 border-amber-700 bg-amber-50 p-3 text-base font-bold text-amber-950">
      This part of the door app is not on this device yet. It opens once the network is back:{" "}
      <button type="button" className="min-h-11 underline" onClick={() => window.location.reload()}>
        reload
      </button>
    </div>
  );
}

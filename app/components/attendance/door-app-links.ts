// The door app is installable from its sign-in page as well as from the roster: a signed-out
// device (a new tablet, or one whose counselor signed out) is offered "Install" where it lands.
import type { LinksFunction } from "react-router";

export const doorAppLinks: LinksFunction = () => [
  { rel: "manifest", href: "/attendance.webmanifest" },
  { rel: "apple-touch-icon", href: "/door-icon-192.png" },
];

import { LandingPage } from "~/components/landing/landing-page";
import { landingCopy } from "~/content/landing";
import { getEnv } from "~/server/context";
import { loadLanding } from "~/server/landing.server";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: landingCopy.meta.title },
  { name: "description", content: landingCopy.meta.description },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await getSessionUser(env, request);
  // A signed-in parent's dashboard branches here on `user`; visitors get the landing page.
  return { signedIn: user !== null, landing: await loadLanding(env) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage {...loaderData.landing} />;
}

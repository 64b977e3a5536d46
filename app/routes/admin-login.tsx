import { Link, redirect } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { buttonClasses } from "~/components/ui/button";
import { getEnv } from "~/server/context";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/admin-login";

export const meta: Route.MetaFunction = () => [{ title: "Admin Login | Camp Sarraka" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(getEnv(context), request);
  if (user?.isAdmin) throw redirect("/admin");
  return { signedIn: Boolean(user) };
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedIn) {
    return (
      <AccountPage title="Access Denied" intro="You don't have admin privileges to access this area.">
        <div className="flex flex-wrap gap-3">
          <a href="/api/logout" className={buttonClasses("secondary")}>
            Logout
          </a>
          <Link to="/" className={buttonClasses("outline")}>
            Go Home
          </Link>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Admin Login" intro="Sign in with your Camp Sarraka admin account to manage programs, sessions and registrations.">
      <a href="/api/login?redirect=/admin" className={buttonClasses("primary", "md", "w-full")}>
        Admin Login
      </a>
    </AccountPage>
  );
}

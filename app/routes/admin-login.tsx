import { Link, redirect } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { getEnv } from "~/server/context";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/admin-login";

export const meta: Route.MetaFunction = () => [{ title: "Admin Login | Camp Sarraka" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(getEnv(context), request);
  if (user?.isAdmin) throw redirect("/admin");
  return { signedIn: Boolean(user) };
}

const buttonClasses = "inline-flex h-11 items-center justify-center rounded-full px-6 font-bold shadow-sm";

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedIn) {
    return (
      <AccountPage title="Access Denied" intro="You don't have admin privileges to access this area.">
        <div className="flex flex-wrap gap-3">
          <a href="/api/logout" className={`${buttonClasses} bg-sea-900 text-white hover:bg-sea-800`}>
            Logout
          </a>
          <Link to="/" className={`${buttonClasses} border-2 border-sea-900 bg-white text-sea-900 hover:bg-sea-50`}>
            Go Home
          </Link>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Admin Login" intro="Sign in with your Camp Sarraka admin account to manage programs, sessions and registrations.">
      <a href="/api/login?redirect=/admin" className={`${buttonClasses} w-full bg-coral-600 text-white hover:bg-coral-700`}>
        Admin Login
      </a>
    </AccountPage>
  );
}

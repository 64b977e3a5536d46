import { createContext, useContext, type ComponentProps, type ComponentType } from "react";

type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

function PlainLink({ to, ...props }: SiteLinkProps) {
  return <a href={to} {...props} />;
}

/**
 * How site links navigate. Fully hydrated pages provide React Router's <Link> (root.tsx); an
 * island has no router, so its links are ordinary page loads.
 */
export const SiteLinkContext = createContext<ComponentType<SiteLinkProps>>(PlainLink);

export function SiteLink(props: SiteLinkProps) {
  const LinkComponent = useContext(SiteLinkContext);
  return <LinkComponent {...props} />;
}

import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("admin/windows", "routes/admin-windows.tsx"),
  // Must stay last: every path no other route claims.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

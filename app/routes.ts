import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/registrations.csv", "routes/admin.registrations-csv.ts"),
  route("admin/windows", "routes/admin-windows.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("admin/login", "routes/admin-login.tsx"),
  // Must stay last: every path no other route claims.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

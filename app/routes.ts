import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // The dashboard: each tab is an address; /admin alone shows Registrations.
  route("admin", "routes/admin.tsx", [
    index("routes/admin.registrations.tsx", { id: "routes/admin-index" }),
    route("registrations", "routes/admin.registrations.tsx"),
    route("waitlist", "routes/admin.waitlist.tsx"),
    route("programs", "routes/admin.programs.tsx"),
    route("sessions", "routes/admin.sessions.tsx"),
    route("analytics", "routes/admin.analytics.tsx"),
    route("staff", "routes/admin.staff.tsx"),
    route("media", "routes/admin.media.tsx"),
    route("mail", "routes/admin.mail.tsx"),
    route("content", "routes/admin.content.tsx"),
  ]),
  route("admin/registrations.csv", "routes/admin.registrations-csv.ts"),
  route("admin/windows", "routes/admin-windows.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("admin/login", "routes/admin-login.tsx"),
  // Public pages (edge-cached for visitors; see worker/edge-cache.ts).
  route("school-year-camps", "routes/school-year-camps.tsx"),
  route("summer-camp-2026", "routes/summer-camp-2026.tsx"),
  route("birthday-parties", "routes/birthday-parties.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("meet-the-team", "routes/meet-the-team.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("contact", "routes/contact.tsx"),
  route("sarraka-media", "routes/sarraka-media.tsx"),
  route("join-the-team", "routes/join-the-team.tsx"),
  route("sticker-committee", "routes/sticker-committee.tsx"),
  // The parent handbooks as pages; their PDFs (/handbooks/*.pdf) are R2 files (worker/media.ts).
  route("handbooks/:site", "routes/handbook.tsx"),
  route("attendance-login", "routes/attendance-login.tsx"),
  route("attendance", "routes/attendance.tsx"),
  route("registration", "routes/registration.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/complete", "routes/checkout-complete.tsx"),
  route("account/registrations", "routes/account-registrations.tsx"),
  // Must stay last: every path no other route claims.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

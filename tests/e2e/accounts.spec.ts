import { expect, test, type Page } from "@playwright/test";
import { linkFromLatestMail } from "./support/mailbox";

const header = (page: Page) => page.getByRole("banner");

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a parent signs up, confirms the e-mail, signs out and in, and resets a forgotten password", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `journey-${Date.now()}@example.org`;

  await page.goto("/api/login");
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create your parent account" })).toBeVisible();
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Alvarez");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("one of the most common passwords")).toBeVisible();
  await page.getByLabel("Password").fill("beluga whales at sunrise");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  // Not confirmed yet: signing in sends a new link instead.
  await page.goto("/sign-in");
  await signIn(page, email, "beluga whales at sunrise");
  await expect(page.getByRole("alert")).toContainText("Please confirm your e-mail address first");

  await page.goto(await linkFromLatestMail(email, "/verify-email?token="));
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("status")).toContainText("Your e-mail address is confirmed");

  await signIn(page, email, "beluga whales at sunrise");
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Logout" }).first()).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Register Camper" }).first()).toBeVisible();

  await header(page).getByRole("link", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Logout" })).toHaveCount(0);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that e-mail");

  await page.goto(await linkFromLatestMail(email, "/reset-password?token="));
  await page.getByLabel("New password", { exact: true }).fill("sea otters hold hands");
  await page.getByLabel("New password again").fill("sea otters hold hands");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");

  await signIn(page, email, "beluga whales at sunrise");
  await expect(page.getByRole("alert")).toContainText("Invalid e-mail or password.");
  await signIn(page, email, "sea otters hold hands");
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Logout" }).first()).toBeVisible();
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({ email, firstName: "Robin", isAdmin: false });
});

test("the admin login sends a parent to 'Access Denied' and an admin to the dashboard", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Admin Login" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin$/);
  await signIn(page, "parent@example.com", "sarraka-demo");
  await expect(page).toHaveURL(/\/admin$/);
  // A parent is not an admin: back on the admin login, access is denied.
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have admin privileges to access this area.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/api/login?redirect=/admin");
  await signIn(page, "admin@example.com", "sarraka-demo");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin$/);
});

test("a link to a sign-in that would lead off the site stays on the site", async ({ page }) => {
  await page.goto("/api/login?redirect=https://evil.example/");
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, "parent@example.com", "sarraka-demo");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("a returning parent finds Parent Login in the header and lands on the dashboard", async ({ page }) => {
  await page.goto("/about-us");
  await header(page).getByRole("link", { name: "Parent Login" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, "parent@example.com", "sarraka-demo");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(header(page).getByRole("link", { name: "Parent Login" })).toHaveCount(0);
  await expect(header(page).getByRole("link", { name: "Logout" })).toBeVisible();
});

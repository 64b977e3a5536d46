import { expect, test } from "vitest";
import { redactOneTimeLinks } from "./one-time-links";

test("the secret of a one-time link is removed from the text and the HTML of a mail", () => {
  const text = "Confirm my e-mail: https://campsarraka.com/verify-email?token=Ab-c_12%2Bx\n\nCamp Sarraka";
  expect(redactOneTimeLinks(text)).toBe("Confirm my e-mail: https://campsarraka.com/verify-email?token=[removed]\n\nCamp Sarraka");
  const html = `<a href="https://campsarraka.com/reset-password?next=%2F&amp;token=Zz9_-" style="x">Choose a new password</a>`;
  expect(redactOneTimeLinks(html)).toBe(`<a href="https://campsarraka.com/reset-password?next=%2F&amp;token=[removed]" style="x">Choose a new password</a>`);
});

test("links without a secret are kept whole", () => {
  const text = "Complete Payment: https://campsarraka.com/checkout?registration=12\nReset my password: https://campsarraka.com/forgot-password";
  expect(redactOneTimeLinks(text)).toBe(text);
});

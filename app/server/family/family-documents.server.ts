// What a family's documents (receipts, year statements) share on the server: the signed-in parent
// as the payer they name, and a PDF answered for that parent alone.
import { getEnv } from "../context";
import { requireUser } from "../session.server";

/** The signed-in parent as payer (sent to sign in without a session). */
export async function signedInPayer(request: Request, context: Parameters<typeof getEnv>[0]) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  return { env, payer: { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() } };
}

export const pdfResponse = (bytes: Uint8Array, filename: string) =>
  new Response(bytes.slice().buffer, {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "private, no-store" },
  });

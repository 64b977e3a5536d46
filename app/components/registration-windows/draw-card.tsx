import { Form, useNavigation } from "react-router";
import { Badge, StatusBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCampDateTime } from "~/lib/format";

export type DrawView = {
  id: number;
  sessionName: string;
  sessionLocation: string;
  windowLabel: string;
  seed: string;
  seatsAvailable: number;
  status: "review" | "final";
  drawnAt: number;
  finalizedAt: number | null;
  finalizedBy: string | null;
  finalizeDueAt: number | null;
  reproducible: boolean | null;
  entrants: Array<{ place: number; registrationId: number; camperName: string; parentEmail: string; status: string; paymentStatus: string | null }>;
};

export function DrawCard({ draw }: { draw: DrawView }) {
  const navigation = useNavigation();
  const finalizing = navigation.state !== "idle" && navigation.formData?.get("drawId") === String(draw.id);
  const noDraw = draw.seed === "";
  const inReview = draw.status === "review";
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h5">
            {draw.sessionName} <span className="font-semibold text-muted">· {draw.sessionLocation}</span>
          </CardTitle>
          {inReview ? <Badge tone="yellow">In review</Badge> : <Badge tone="green">{noDraw ? "Everyone seated" : "Final"}</Badge>}
        </div>
        <CardDescription>
          {draw.windowLabel} · {draw.entrants.length} window sign-up{draw.entrants.length === 1 ? "" : "s"} for {draw.seatsAvailable} free seat
          {draw.seatsAvailable === 1 ? "" : "s"} · {noDraw ? "settled" : "drawn"} {formatCampDateTime(draw.drawnAt)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {noDraw ? (
          <p>No draw was needed: every sign-up got a seat.</p>
        ) : (
          <dl className="grid gap-1 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-bold">Seed</dt>
              <dd className="font-mono break-all">{draw.seed}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-bold">Reproducible</dt>
              <dd>{draw.reproducible ? "Yes: re-drawing from the seed gives this exact order" : "No: the recorded order does not match its seed"}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-bold">{inReview ? "Finalised automatically" : "Finalised"}</dt>
              <dd>
                {inReview
                  ? draw.finalizeDueAt
                    ? formatCampDateTime(draw.finalizeDueAt)
                    : "Only by an admin (the window has no notify-by date)"
                  : `${draw.finalizedAt ? formatCampDateTime(draw.finalizedAt) : ""}${draw.finalizedBy ? ` · ${draw.finalizedBy}` : ""}`}
              </dd>
            </div>
          </dl>
        )}
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {noDraw ? "Sign-ups in sign-up order" : "Sign-ups in drawn order"} for {draw.sessionName}
            </caption>
            <thead>
              <tr className="border-b border-sea-100 text-sea-900">
                <th scope="col" className="py-2 pr-3">
                  {noDraw ? "#" : "Drawn"}
                </th>
                <th scope="col" className="py-2 pr-3">
                  Camper
                </th>
                <th scope="col" className="py-2 pr-3">
                  Parent
                </th>
                <th scope="col" className="py-2">
                  {inReview ? "Would be" : "Now"}
                </th>
              </tr>
            </thead>
            <tbody>
              {draw.entrants.map((e) => (
                <tr key={e.registrationId} className="border-b border-sea-50 last:border-0">
                  <td className="py-2 pr-3 font-bold">{e.place}</td>
                  <td className="py-2 pr-3">{e.camperName}</td>
                  <td className="py-2 pr-3 break-all">{e.parentEmail}</td>
                  <td className="py-2">
                    {inReview ? (
                      e.place <= draw.seatsAvailable ? (
                        <Badge tone="green">Seat</Badge>
                      ) : (
                        <Badge tone="blue">Waitlist #{e.place - draw.seatsAvailable}</Badge>
                      )
                    ) : (
                      <StatusBadge status={e.status} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {inReview ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="finalize" />
            <input type="hidden" name="drawId" value={draw.id} />
            <Button type="submit" disabled={finalizing}>
              {finalizing ? "Finalising…" : "Finalise draw"}
            </Button>
            <p className="text-sm text-muted">Seats the drawn order up to capacity and e-mails every family once.</p>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}

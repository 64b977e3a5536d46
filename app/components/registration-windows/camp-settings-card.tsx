// The office's Camp settings: how long an unpaid seat is held, when the family is reminded,
// how many campers one family may register per session, how long delivered mail is kept.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";

export type CampSettingsView = {
  holdExpiryHours: number;
  holdReminderHours: number;
  familyCapPerSession: number | null;
  mailRetentionDays: number;
  cancellationDeadlineDays: number;
  cancellationRefundPercent: number;
  childDataRetentionDays: number;
  siblingDiscountPercent: number;
  earlyBirdPercent: number;
  earlyBirdUntil: string | null;
};

export function CampSettingsCard({
  settings,
  errors,
  message,
}: {
  settings: CampSettingsView;
  errors?: Record<string, string[] | undefined>;
  message?: { ok: boolean; text: string };
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save-settings";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" id="settings-title">
          Camp settings
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" aria-labelledby="settings-title" className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save-settings" />
          <TextField
            label="Hold unpaid seats for (hours)"
            name="holdExpiryHours"
            inputMode="numeric"
            defaultValue={String(settings.holdExpiryHours)}
            required
            hint="A seat taken and not paid is released after this; deferred payments are not affected"
            error={errors?.holdExpiryHours?.[0]}
          />
          <TextField
            label="Remind the family (hours before release)"
            name="holdReminderHours"
            inputMode="numeric"
            defaultValue={String(settings.holdReminderHours)}
            required
            hint="0: no reminder"
            error={errors?.holdReminderHours?.[0]}
          />
          <TextField
            label="Campers per family per session"
            name="familyCapPerSession"
            inputMode="numeric"
            defaultValue={settings.familyCapPerSession == null ? "" : String(settings.familyCapPerSession)}
            hint="Empty: no limit"
            error={errors?.familyCapPerSession?.[0]}
          />
          <TextField
            label="Keep delivered mail for (days)"
            name="mailRetentionDays"
            inputMode="numeric"
            defaultValue={String(settings.mailRetentionDays)}
            required
            error={errors?.mailRetentionDays?.[0]}
          />
          <TextField
            label="Families may cancel until (days before camp)"
            name="cancellationDeadlineDays"
            inputMode="numeric"
            defaultValue={String(settings.cancellationDeadlineDays)}
            required
            hint="On the family page; after this, the office cancels"
            error={errors?.cancellationDeadlineDays?.[0]}
          />
          <TextField
            label="Refund on cancellation (percent)"
            name="cancellationRefundPercent"
            inputMode="numeric"
            defaultValue={String(settings.cancellationRefundPercent)}
            required
            hint="Of what was paid by card, refunded through Stripe"
            error={errors?.cancellationRefundPercent?.[0]}
          />
          <TextField
            label="Keep children's records for (days)"
            name="childDataRetentionDays"
            inputMode="numeric"
            defaultValue={String(settings.childDataRetentionDays)}
            required
            hint="After a child's last camp day; then the profile, medical form and door rosters are erased"
            error={errors?.childDataRetentionDays?.[0]}
          />
          <TextField
            label="Sibling discount (%)"
            name="siblingDiscountPercent"
            inputMode="numeric"
            defaultValue={String(settings.siblingDiscountPercent)}
            hint="Off the week price of the second and later child in one summer cart; 0: none"
            error={errors?.siblingDiscountPercent?.[0]}
          />
          <TextField
            label="Early-bird discount (%)"
            name="earlyBirdPercent"
            inputMode="numeric"
            defaultValue={String(settings.earlyBirdPercent)}
            hint="Off every summer week for carts checked out until the date below; 0: none"
            error={errors?.earlyBirdPercent?.[0]}
          />
          <TextField
            label="Early-bird price until"
            name="earlyBirdUntil"
            type="date"
            defaultValue={settings.earlyBirdUntil ?? ""}
            hint="The last day of the early-bird price (camp time)"
            error={errors?.earlyBirdUntil?.[0]}
          />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" variant="secondary" disabled={saving}>
              {saving ? "Saving…" : "Save settings"}
            </Button>
            {message ? (
              <p role={message.ok ? "status" : "alert"} className={`font-bold ${message.ok ? "text-teal-700" : "text-coral-700"}`}>
                {message.text}
              </p>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

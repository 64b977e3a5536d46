// The office's Camp settings: how long an unpaid seat is held, when the family is reminded,
// how many campers one family may register per session, how long delivered mail is kept, the
// cancellation policy, how long children's records are kept, the summer cart's discounts, the
// groups' ratio at the door, the camp's legal name, address and tax id for receipts. The
// number fields are drawn from the schema's own list (app/lib/camp-settings-fields.ts).
import { Fragment } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, TextField } from "~/components/ui/field";
import { CAMP_NUMBER_SETTINGS, type NumberSetting, type NumberSettingKey } from "~/lib/camp-settings-fields";

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
  campersPerAdult: number;
  citsCountInRatio: boolean;
  legalName: string;
  phone: string;
  postalAddress: string;
  taxId: string;
};

const NUMBER_FIELDS = Object.entries(CAMP_NUMBER_SETTINGS) as Array<[NumberSettingKey, NumberSetting]>;

/** The camp as receipts, year statements and the public pages name it. */
type ReceiptField = { name: "legalName" | "taxId" | "postalAddress" | "phone"; label: string; hint: string; type?: "tel"; className?: string };
const RECEIPT_FIELDS: ReceiptField[] = [
  { name: "legalName", label: "Legal name", hint: "As registered with the IRS, for families' dependent care claims" },
  { name: "taxId", label: "Tax id (EIN)", hint: "12-3456789" },
  { name: "postalAddress", label: "Address", hint: "Street, city, state and ZIP, on one line", className: "sm:col-span-2" },
  { name: "phone", label: "Office phone", type: "tel", hint: "Shown on the public pages; left empty, no phone is shown" },
];

/** The field's help, then the limits the office's input is checked against ("1–720 hours"). */
const limitsHint = ({ help, min, max, unit }: NumberSetting) => `${help ? `${help}. ` : ""}${min}–${max} ${unit}.`;

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
          {NUMBER_FIELDS.map(([name, setting]) => (
            <Fragment key={name}>
              <TextField
                label={setting.label}
                name={name}
                inputMode="numeric"
                defaultValue={settings[name] == null ? "" : String(settings[name])}
                required={!setting.emptyMeansNone}
                hint={limitsHint(setting)}
                error={errors?.[name]?.[0]}
              />
              {/* Beside the ratio: whether CITs count toward it. */}
              {name === "campersPerAdult" ? (
                <Field
                  label="CITs count toward a group's ratio"
                  hint="Counselors in training count as adults at the door and in the ratio report"
                  error={errors?.citsCountInRatio?.[0]}
                >
                  {(control) => (
                    <select
                      {...control}
                      name="citsCountInRatio"
                      defaultValue={settings.citsCountInRatio ? "yes" : "no"}
                      className="h-11 w-full rounded-xl border-2 border-sea-200 bg-white px-3 text-ink"
                    >
                      <option value="no">No</option>
                      <option value="yes">Yes</option>
                    </select>
                  )}
                </Field>
              ) : null}
            </Fragment>
          ))}
          <TextField
            label="Early-bird price until"
            name="earlyBirdUntil"
            type="date"
            defaultValue={settings.earlyBirdUntil ?? ""}
            hint="The last day of the early-bird price (camp time)"
            error={errors?.earlyBirdUntil?.[0]}
          />
          <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-2 font-extrabold text-sea-900">The camp on receipts and year statements</legend>
            {RECEIPT_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                type={field.type}
                defaultValue={settings[field.name]}
                hint={field.hint}
                error={errors?.[field.name]?.[0]}
                className={field.className}
              />
            ))}
          </fieldset>
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

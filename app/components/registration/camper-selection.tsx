import { Card, CardContent } from "~/components/ui/card";
import { formatCampDay, gradeLabel } from "~/lib/registration-rules";
import type { WizardCamper } from "./registration-wizard";

export function CamperSelection({ campers, onSelect }: { campers: WizardCamper[]; onSelect: (camperId: number | null) => void }) {
  return (
    <section aria-labelledby="select-camper">
      <h2 id="select-camper" className="text-2xl font-extrabold text-sea-900">
        Select a Camper
      </h2>
      <p className="mt-1 text-muted">Choose one of your campers or add a new one.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {campers.map((camper) => (
          <li key={camper.id}>
            <button type="button" onClick={() => onSelect(camper.id)} className="block w-full cursor-pointer text-left">
              <Card className="h-full transition-colors hover:border-teal-400">
                <CardContent className="pt-6">
                  <p className="text-lg font-extrabold text-sea-900">
                    {camper.firstName} {camper.lastName}
                  </p>
                  <p className="text-sm text-muted">{gradeLabel(camper.grade)}</p>
                  <p className="text-sm text-muted">Born {formatCampDay(camper.dateOfBirth)}</p>
                </CardContent>
              </Card>
            </button>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => onSelect(null)} className="block h-full w-full cursor-pointer text-left">
            <Card className="flex h-full items-center justify-center border-2 border-dashed border-teal-400 bg-teal-50 transition-colors hover:bg-teal-100">
              <CardContent className="pt-6 text-center">
                <p className="text-3xl font-extrabold text-teal-700" aria-hidden="true">
                  +
                </p>
                <p className="text-lg font-extrabold text-teal-700">Add New Camper</p>
              </CardContent>
            </Card>
          </button>
        </li>
      </ul>
    </section>
  );
}

import { buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { site } from "~/content/site";

export default function SignUpDialogPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Opening CampBrain Registration</DialogTitle>
          <DialogDescription>
            You are being redirected to our registration portal, CampBrain, where you can create your account and sign your camper up.
          </DialogDescription>
        </DialogHeader>
        <div className="rounded-2xl bg-sun-100 p-4">
          <p className="font-bold text-sea-900">Having trouble? Try these tips:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>Clear your browser cache and cookies.</li>
            <li>Try another browser (Firefox, Safari or Edge).</li>
            <li>Disable ad blockers for the registration site.</li>
          </ul>
          <p className="mt-3 text-sm">Some users see a white screen in Chrome; another browser usually fixes it.</p>
        </div>
        <div className="mt-6 flex justify-end">
          <a href={site.portalUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", "lg")} onClick={() => onOpenChange(false)}>
            Continue to CampBrain
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}

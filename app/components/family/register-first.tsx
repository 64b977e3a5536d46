// What a family page shows before there is anything to list: what is missing, and the way to
// start (the registration wizard).
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";

export function RegisterFirst({ message, className }: { message: string; className?: string }) {
  return (
    <Card className={className}>
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-lg font-semibold text-sea-900">{message}</p>
        <Link to="/registration" className={buttonClasses("primary")}>
          Register a Camper
        </Link>
      </CardContent>
    </Card>
  );
}

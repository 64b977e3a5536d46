// The lottery seal of each registration window on /admin/windows: the SHA-256 of the window's
// seed, published before the window closes (also on /lottery and in the "registration is open"
// e-mail), and, once the window has closed, the seed itself. /lottery publishes the seal of the
// seed and the entries, and after the draw the entries, so anyone can re-draw.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

export type SealedWindow = { id: number; label: string; state: "open" | "upcoming" | "closed"; seal: { seedHash: string; seed: string | null } | null };

export function DrawSeals({ windows }: { windows: SealedWindow[] }) {
  return (
    <section aria-labelledby="seals-title">
      <h3 id="seals-title" className="text-xl font-extrabold">
        Lottery seals
      </h3>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Each window&apos;s draw seed is fixed when the window is created, and replaced when a closed window reopens. Its SHA-256 is published here, on{" "}
        <a href="/lottery" className="font-bold text-sea-700 underline underline-offset-4">
          the public lottery page
        </a>{" "}
        with the seal of the entries so far, and in the opening e-mail before the window closes; after it closes the seed is shown, and{" "}
        <code className="font-mono">printf %s SEED | sha256sum</code> gives back the published hash. Brothers and sisters who signed up for the same week and
        site are drawn as one family entry, whatever their age groups.
      </p>
      <div className="mt-4 grid gap-4">
        {windows.map((w) => (
          <Card key={w.id}>
            <CardHeader className="gap-1">
              <CardTitle as="h4">{w.label}</CardTitle>
              <CardDescription>{w.state === "closed" ? "Closed: the seed is public" : "Seed fixed and sealed until the window closes"}</CardDescription>
            </CardHeader>
            <CardContent>
              {w.seal ? (
                <dl className="grid gap-1 text-sm">
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="font-bold">SHA-256 of the seed</dt>
                    <dd className="font-mono break-all" data-testid={`seal-hash-${w.id}`}>
                      {w.seal.seedHash}
                    </dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="font-bold">Seed</dt>
                    <dd className={w.seal.seed ? "font-mono break-all" : "text-muted"} data-testid={`seal-seed-${w.id}`}>
                      {w.seal.seed ?? "Shown when the window closes"}
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className="text-sm text-muted">This window closed before seeds were sealed in advance; each of its draws records its own seed.</p>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}

// The frame of a family's printable document (a receipt, a year statement): back to the family
// page, the PDF and Print above it (not on paper), and only the document itself when printed.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { printOnlyCss } from "~/components/ui/print-only";

export function DocumentPage({ id, pdfHref, children }: { id: string; pdfHref: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <style>{printOnlyCss(id)}</style>
      <div className="no-print mb-6 flex flex-wrap items-center gap-3">
        <Link to="/account" className="font-bold underline">
          ← Your Family
        </Link>
        <a href={pdfHref} className={buttonClasses("primary")} download>
          Download PDF
        </a>
        <button type="button" className={buttonClasses("outline")} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <article id={id} aria-labelledby={`${id}-title`}>
        {children}
      </article>
    </main>
  );
}

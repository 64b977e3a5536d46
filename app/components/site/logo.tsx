import { site } from "~/content/site";
import { LOGO_GRID, logoMark } from "~/content/logo-mark";

const { sun, whale, eye, wave } = logoMark;

/** The camp's mark: a friendly whale over a wave, with the name beside it. */
export function Logo({ className = "", light = false }: { className?: string; light?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg aria-hidden="true" viewBox={`0 0 ${LOGO_GRID} ${LOGO_GRID}`} className="size-10 shrink-0">
        <circle cx={sun.cx} cy={sun.cy} r={sun.r} fill={sun.fill} />
        <path d={whale.d} fill={whale.fill} />
        <circle cx={eye.cx} cy={eye.cy} r={eye.r} fill={eye.fill} />
        <path d={wave.d} stroke={wave.stroke} strokeWidth={wave.width} fill="none" strokeLinecap="round" />
      </svg>
      <span className={`text-xl font-black tracking-tight ${light ? "text-white" : "text-sea-900"}`}>{site.name}</span>
    </span>
  );
}

// The windows page's lottery draws: those in review first (an admin may finalise them), then the final ones.
import { DrawCard, type DrawView } from "./draw-card";

export function LotteryDraws({ draws }: { draws: DrawView[] }) {
  if (draws.length === 0) return <p className="mt-3 text-muted">No draws yet. A draw is made when a window closes with more sign-ups than seats.</p>;
  const inReview = draws.filter((d) => d.status === "review");
  const settled = draws.filter((d) => d.status === "final");
  return (
    <div className="mt-4 grid gap-5">
      {inReview.length ? <h4 className="text-lg">In review ({inReview.length})</h4> : null}
      {inReview.map((d) => (
        <DrawCard key={d.id} draw={d} />
      ))}
      {settled.length ? <h4 className="text-lg">Final ({settled.length})</h4> : null}
      {settled.map((d) => (
        <DrawCard key={d.id} draw={d} />
      ))}
    </div>
  );
}

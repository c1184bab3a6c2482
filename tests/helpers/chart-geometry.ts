/**
 * Checks on a drawn statechart's geometry, wherever it was measured (ELK's output in Node, or
 * the rendered SVG's boxes in a browser): no two arrow labels overlap, no label lies on a
 * state it does not belong to, and no arrow runs through a state that is neither its source,
 * its target nor a state enclosing them.
 */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ChartGeometry {
  states: { path: string; box: Box; compound: boolean }[];
  /** Each arrow as polylines (ELK sections, or points sampled along the rendered path). */
  edges: { from: string; to: string; polylines: [number, number][][] }[];
  labels: { from: string; to: string; text: string; box: Box }[];
}

/** Rendering rounds coordinates, and an arrow touches the border it ends on: ignore overlaps thinner than this. */
const SLACK = 1;

/** A state and every state enclosing it (the root is ''). */
function selfAndAncestors(path: string): string[] {
  const parts = path ? path.split('.') : [];
  return ['', ...parts.map((_, i) => parts.slice(0, i + 1).join('.'))];
}

const related = (from: string, to: string): Set<string> => new Set([...selfAndAncestors(from), ...selfAndAncestors(to)]);

function boxesOverlap(a: Box, b: Box): boolean {
  return a.x + a.w - SLACK > b.x && b.x + b.w - SLACK > a.x && a.y + a.h - SLACK > b.y && b.y + b.h - SLACK > a.y;
}

/** Whether the segment enters the box's interior (shrunk by SLACK): Liang–Barsky clipping. */
function segmentCrosses([x1, y1]: [number, number], [x2, y2]: [number, number], b: Box): boolean {
  const [left, right, top, bottom] = [b.x + SLACK, b.x + b.w - SLACK, b.y + SLACK, b.y + b.h - SLACK];
  if (left >= right || top >= bottom) return false;
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [[-dx, x1 - left], [dx, right - x1], [-dy, y1 - top], [dy, bottom - y1]] as const) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}

const show = (b: Box) => `(${b.x.toFixed(0)},${b.y.toFixed(0)} ${b.w.toFixed(0)}×${b.h.toFixed(0)})`;

/** Every problem found, as a sentence (none: the drawing is clean). */
export function geometryProblems(g: ChartGeometry): string[] {
  const problems: string[] = [];
  g.labels.forEach((a, i) => {
    for (const b of g.labels.slice(i + 1)) if (boxesOverlap(a.box, b.box)) problems.push(`labels "${a.text}" ${show(a.box)} and "${b.text}" ${show(b.box)} overlap`);
    const mine = related(a.from, a.to);
    for (const s of g.states) {
      // A label may sit inside the compound states its arrow runs within, never on a leaf.
      if (s.compound && mine.has(s.path)) continue;
      if (boxesOverlap(a.box, s.box)) problems.push(`label "${a.text}" ${show(a.box)} (${a.from} → ${a.to}) lies on state ${s.path || '(root)'} ${show(s.box)}`);
    }
  });
  for (const e of g.edges) {
    const mine = related(e.from, e.to);
    for (const s of g.states) {
      if (mine.has(s.path)) continue;
      const crossing = e.polylines.some((line) => line.slice(1).some((p, i) => segmentCrosses(line[i]!, p, s.box)));
      if (crossing) problems.push(`arrow ${e.from} → ${e.to} runs through state ${s.path} ${show(s.box)}`);
    }
  }
  return problems;
}

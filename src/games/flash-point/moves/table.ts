/**
 * The firefighters' verbs as one table, and the order legalActions lists their candidates
 * in. The order is the one the trial-based generator had (the random agent picks by index,
 * so a seed's games depend on it): the four sides first, each side's verbs together, then
 * each family in turn.
 */
import { edgeBetween, SIDES, type Space } from '../board.ts';
import type { Firefighter } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import { exitDistances, type RouteFor } from '../prevention.ts';
import { chop, close, open, repairWall } from './doors-walls.ts';
import { clear, dispose, extinguish, repairFloor } from './firefighting.ts';
import { bridgeFloorVerb, collapseLadderVerb, erectLadderVerb, fireWaterCannonVerb, operatePlatformVerb } from './ladders-platform.ts';
import { drag, engineAccess, lobby, move, squeeze } from './movement.ts';
import { deSmoke, escape, openForPoi } from './prevention.ts';
import { command, crewChange, plan } from './specialists.ts';
import type { AnyVerb, Args, Around, EdgeAround, Plan } from './types.ts';
import { verbsOf } from '../verbs.ts';
import { drive, fireDeckGun, sprinklers } from './vehicles.ts';
import { drop, identify, lead, pickUp, reveal, treat, unlead } from './victims.ts';

const ENTRIES: readonly AnyVerb[] = [
  move, open, close, chop, drag, squeeze, repairWall, lobby, engineAccess,
  operatePlatformVerb, fireWaterCannonVerb, erectLadderVerb, collapseLadderVerb, bridgeFloorVerb, repairFloor,
  pickUp, drop, lead, unlead, extinguish, drive, sprinklers, fireDeckGun, treat, dispose, clear,
  reveal, plan, deSmoke, escape, openForPoi, crewChange, identify, command,
];

/** Verb name → its entry. */
export const VERB_TABLE: ReadonlyMap<string, AnyVerb> = new Map(ENTRIES.map((e) => [e.verb, e]));

export type Candidate = readonly [verb: string, args: Args];

export function unknownVerb(verb: string): Refusal {
  return new Refusal('mech.turn', () => `unknown action \`${verb}\` (actions: ${[...verbsOf('turn'), 'end-turn'].join(', ')})`);
}

/** The verb's plan for `f`, or why it is refused. */
export function planOf(w: World, f: Firefighter, verb: string, args: Args, around?: Around): Plan | Refusal {
  const e = VERB_TABLE.get(verb);
  return e ? e.plan(w, f, args, around) : unknownVerb(verb);
}

/** One legalActions call's candidates: each entry asked once, the edges around the firefighter looked up once. */
class Gathering implements Around {
  /** Each entry's candidates by its place in ENTRIES, once asked. */
  private readonly asked: (readonly Args[] | undefined)[] = [];
  private readonly around = new Map<Firefighter, EdgeAround[]>();
  private readonly routes = new Map<RouteFor, Map<string, number>>();
  private near?: Space[];
  private burning?: boolean;
  constructor(readonly w: World, readonly f: Firefighter) {}
  candidates(e: AnyVerb, i: number): readonly Args[] {
    return (this.asked[i] ??= e.candidates(this.w, this.f, this));
  }
  neighbours(): readonly Space[] {
    return (this.near ??= this.w.neighbours(this.f.at!));
  }
  fireNear(): boolean {
    return (this.burning ??= this.w.content(this.f.at!) === 'fire' || this.neighbours().some((n) => this.w.content(n) === 'fire'));
  }
  exitDistances(who: RouteFor): Map<string, number> {
    let d = this.routes.get(who);
    if (!d) this.routes.set(who, (d = exitDistances(this.w, who)));
    return d;
  }
  edges(who = this.f): readonly EdgeAround[] {
    let edges = this.around.get(who);
    if (!edges) {
      const at = who.at!;
      edges = SIDES.map((side) => {
        const e = edgeBetween(at, side);
        return { side, door: this.w.readDoorAt(e), window: this.w.readWindowAt(e), wall: this.w.readWallAt(e) };
      });
      this.around.set(who, edges);
    }
    return edges;
  }
}

/** Adds its candidates to `out`, in order. */
type Source = (g: Gathering, out: Candidate[]) => void;

/** An entry's candidates, or those of them `keep` selects. */
function all(e: AnyVerb, keep?: (args: Args, i: number) => boolean): Source {
  const at = ENTRIES.indexOf(e);
  return (g, out) => {
    const args = g.candidates(e, at);
    for (let i = 0; i < args.length; i++) if (!keep || keep(args[i]!, i)) out.push([e.verb, args[i]!]);
  };
}

/** Each source's candidates as a list of their own. */
function listsOf(g: Gathering, sources: readonly Source[]): Candidate[][] {
  return sources.map((s) => {
    const l: Candidate[] = [];
    s(g, l);
    return l;
  });
}

/** Several sources taken in turn, one candidate each (the first of each, then the second of each, ...). */
function zip(...sources: Source[]): Source {
  return (g, out) => {
    const lists = listsOf(g, sources);
    const n = Math.max(...lists.map((l) => l.length));
    for (let i = 0; i < n; i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  };
}

/** Several sources of one-side candidates, side by side: each side's candidates of every source together. */
function bySides(...sources: Source[]): Source {
  return (g, out) => {
    const lists = listsOf(g, sources);
    for (const side of SIDES) for (const l of lists) for (const c of l) if (c[1][0] === side) out.push(c);
  };
}

const bySide = (a: Args) => (SIDES as readonly unknown[]).includes(a[0]);
const upOrDown = (a: Args) => !bySide(a);
const isLadder = (a: Args) => a[0] === 'ladder';

const LAYOUT: readonly Source[] = [
  bySides(all(move, bySide), all(open), all(close), all(chop), all(drag, bySide), all(squeeze), all(repairWall)),
  all(move, upOrDown),
  all(drag, upOrDown),
  all(lobby),
  all(engineAccess),
  all(operatePlatformVerb),
  all(fireWaterCannonVerb),
  all(pickUp, isLadder),
  all(erectLadderVerb, (a) => a[0] === 'up'),
  all(collapseLadderVerb),
  zip(all(erectLadderVerb, (a) => a[0] === 'down'), all(bridgeFloorVerb)),
  all(repairFloor),
  all(pickUp, (a) => !isLadder(a)),
  all(drop),
  all(lead),
  all(unlead),
  all(extinguish),
  all(drive),
  all(sprinklers),
  all(fireDeckGun),
  all(treat),
  all(dispose, (_a, i) => i === 0), // in the firefighter's own space
  all(clear),
  all(reveal),
  all(plan),
  all(deSmoke),
  zip(all(escape), all(openForPoi)),
  all(crewChange),
  all(identify),
  all(dispose, (_a, i) => i > 0), // Toxic markers
  all(command),
];

/** Every candidate turn action of `f`, in legalActions' order (not yet checked), and what they share. */
export function turnCandidates(w: World, f: Firefighter): { candidates: Candidate[]; around: Around } {
  const g = new Gathering(w, f);
  const out: Candidate[] = [];
  for (const source of LAYOUT) source(g, out);
  return { candidates: out, around: g };
}

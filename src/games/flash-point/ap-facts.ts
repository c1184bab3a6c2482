/**
 * The facts an AP-cost question is asked with, each read from the state by one named reader:
 * those of the acting firefighter (`BASE_FACTS`), those of a step into a space (`STEP_FACTS`),
 * and what a verb adds of its own. The general path builds them into one object
 * (`actionFacts`, `addStepFacts`); the compiled pricer (pricer.ts) calls only the readers of
 * the facts an action's rules read. Both use these readers, so both see the same values.
 */
import { edgeBetween, floorOf, type Side, type Space } from './board.ts';
import type { Firefighter, Victim } from './state.ts';
import type { World } from './world.ts';

/** One step: where from, where to, across which side (none for stairs, ladders and transfers), by ladder or not. */
export interface Step {
  from: Space;
  to: Space;
  side?: Side;
  ladder?: boolean;
}

type BaseReader = (w: World, f: Firefighter) => unknown;
type StepReader = (w: World, s: Step) => unknown;

/** What the rules see of the acting firefighter, by fact name. */
export const BASE_FACTS: Readonly<Record<string, BaseReader>> = {
  role: (_w, f) => f.role,
  carrying: (_w, f) => f.carrying ?? 'none',
  leading: (_w, f) => f.leading !== null,
  victimType: (w, f) => w.victims.find((v) => v.carriedBy === f.id)?.type ?? 'standard',
  ledVictimType: (w, f) => (f.leading ? w.victims.find((v) => v.id === f.leading) : undefined)?.type ?? 'none',
  onEngine: (w, f) => w.onEngine(f),
  equipment: (w) => w.equipment ?? 'deck-gun',
  platformAway: (w) => !!w.platform && w.platform !== 'engine',
  atStartLocation: (w, f) => !!f.at && w.board.isStartLocation(f.at),
  firstAction: (w) => w.turnState.actions === 0,
};

/** What the rules see of a step, whatever the verb: what is there, and what the way crosses. */
export const STEP_FACTS: Readonly<Record<string, StepReader>> = {
  target: (w, s) => w.content(s.to),
  targetToxic: (w, s) => w.isToxic(s.to),
  pitMove: (w, s) => pitMove(w, s.from, s.to),
  difficultTerrain: (w, s) => !!s.side && w.difficultTerrain(edgeBetween(s.from, s.side)),
  floorChange: (w, s) => floorChange(w, s.from, s.to),
  ladder: (_w, s) => !!s.ladder,
  entersBuilding: (w, s) => w.board.isInside(s.from) !== w.board.isInside(s.to),
};

/** The facts every AP-cost question about this firefighter starts from. */
export function baseFacts(w: World, f: Firefighter): Readonly<Record<string, unknown>> {
  const memo = w.factsMemo;
  if (!memo) return factsOf(w, f);
  let facts = memo.get(f);
  if (!facts) memo.set(f, (facts = factsOf(w, f)));
  return facts;
}

/** A literal, keys in one order: one hidden class for every firefighter (see `actionFacts`). */
function factsOf(w: World, f: Firefighter): Record<string, unknown> {
  const b = BASE_FACTS;
  return {
    role: b.role!(w, f),
    carrying: b.carrying!(w, f),
    leading: b.leading!(w, f),
    victimType: b.victimType!(w, f),
    ledVictimType: b.ledVictimType!(w, f),
    onEngine: b.onEngine!(w, f),
    equipment: b.equipment!(w, f),
    platformAway: b.platformAway!(w, f),
    atStartLocation: b.atStartLocation!(w, f),
    firstAction: b.firstAction!(w, f),
  };
}

/**
 * The base facts of `f` with `action` and `more` added, as one fresh object. Written out
 * key by key because it is built for every candidate: in V8 a key added to a spread copy
 * (`{ ...base, action }`) makes a new hidden class each time (about 1 µs), while a literal
 * with keys added in the same order each call reuses one (tens of ns).
 */
export function actionFacts(w: World, f: Firefighter, action: string, more?: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const b = baseFacts(w, f);
  const out: Record<string, unknown> = {
    role: b.role,
    carrying: b.carrying,
    leading: b.leading,
    victimType: b.victimType,
    ledVictimType: b.ledVictimType,
    onEngine: b.onEngine,
    equipment: b.equipment,
    platformAway: b.platformAway,
    atStartLocation: b.atStartLocation,
    firstAction: b.firstAction,
    action,
  };
  if (more) for (const k in more) out[k] = more[k];
  return out;
}

/** Which floors a step joins: the ground floor and an added attic or basement board, or neither. */
function floorChange(w: World, from: Space, to: Space): 'attic' | 'basement' | 'none' {
  if (floorOf(from) === floorOf(to)) return 'none';
  const kinds = [w.board.floorKind(floorOf(from)), w.board.floorKind(floorOf(to))];
  return kinds.includes('attic') ? 'attic' : kinds.includes('basement') ? 'basement' : 'none';
}

/** How a step meets a pit: into it, out of it, within it, or not at all. */
function pitMove(w: World, from: Space, to: Space): 'into' | 'out' | 'within' | 'none' {
  const a = w.board.inPit(from);
  const b = w.board.inPit(to);
  return a && b ? 'within' : b ? 'into' : a ? 'out' : 'none';
}

/** The step's facts (`STEP_FACTS`) added to `facts` (no object of its own: built per candidate). */
export function addStepFacts(w: World, s: Step, facts: Record<string, unknown>): Record<string, unknown> {
  const r = STEP_FACTS;
  facts.target = r.target!(w, s);
  facts.targetToxic = r.targetToxic!(w, s);
  facts.pitMove = r.pitMove!(w, s);
  facts.difficultTerrain = r.difficultTerrain!(w, s);
  facts.floorChange = r.floorChange!(w, s);
  facts.ladder = r.ladder!(w, s);
  facts.entersBuilding = r.entersBuilding!(w, s);
  return facts;
}

/**
 * The facts of an AP-cost question as the general path asks it: `f`'s, the action, the
 * step's (when there is one), then `more` (which wins over both).
 */
export function questionFacts(w: World, f: Firefighter, action: string, step: Step | null, more?: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const facts = actionFacts(w, f, action);
  if (step) addStepFacts(w, step, facts);
  if (more) for (const k in more) facts[k] = more[k];
  return facts;
}

/** The facts of the victim a verb moves along (the drag's): its type and whether it was treated. */
export function victimFacts(v: Victim): Record<string, unknown> {
  return { victimType: v.type, victimTreated: v.treated };
}

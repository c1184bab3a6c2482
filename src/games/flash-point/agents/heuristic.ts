/**
 * The heuristic agent (issue 16): a plan, not a one-action score. Each step it asks, for the
 * acting firefighter, a fixed list of questions in order of urgency (QUESTIONS, at the end)
 * — bring out what it carries by the cheapest route; as Fire Captain, command others on
 * their way; drive the Ambulance to a victim waiting outside; take the victim where it
 * stands (a hazmat: its Technician disposes of it there; nobody carries one out); fire the
 * deck gun when it pays; put out fire and smoke in reach; identify far PoIs; walk to the
 * victim or PoI assigned to it (a hazmat: only its Technician) unless it is far beyond this
 * turn's walk; else fight the fire — and takes the first legal action that makes progress on
 * an answer. Nothing helps: it ends its turn,
 * saving its AP. Routes come from Dijkstra over the compiled board (paths.ts); every action
 * is one of `legalActions`, never one built here.
 */
import type { RngState } from '../../../core/rng.ts';
import { sameSpace, SIDES, type Space } from '../board.ts';
import { actionFacts, price } from '../entry.ts';
import type { Action, FlashPointGame } from '../game.ts';
import type { Firefighter } from '../state.ts';
import { Refusal, World } from '../world.ts';
import { ambulanceDrive, ambulanceSpotOf, assignedTarget, hazmatExits, isFireCrew, targets, threat, victimExits, waitsForAmbulance, type Exit } from './goals.ts';
import { firstStep, nearest, pickOne, shortestPaths, type CostModel, type Paths } from './paths.ts';
import { EdgeState, edgeState } from './terrain.ts';
import { answerChoice, setupChoice } from './setup-choices.ts';
import { deckGunCost, deckGunShot, driveEngine, engineWorthReaching } from './deck-gun.ts';
import { actionsOf, findAction, stepAction } from './steps.ts';

/** What every question of one step shares: the acting firefighter, its routes, the legal actions. */
interface Step {
  w: World;
  f: Firefighter;
  legal: readonly Action[];
  rng: RngState;
  model: CostModel;
  paths: Paths;
}

/** The least threat (goals.ts) put out in reach on the way: 0.4 takes every fire and smoke (lone smoke scores 0.5). */
const IN_REACH = 0.4;
/** Firefighters sent after victims and PoIs at once; the others fight the fire. */
const MAX_RESCUERS = 3;
/**
 * An errand (victim, PoI) farther than the firefighter's AP plus this is left for now: it
 * fights the fire this turn (a closer firefighter, or a later turn, takes the errand). Measured
 * on paired games against no such limit: recruit +1.1 points won [0.1, 2.1], +0.08 rescued
 * (±0.045) a game, on 2,400 games not used to choose it (2, 3, 4, 6 and 8 tried on 600
 * others); veteran even on 2,400; heroic -0.2 points [-1.2, 0.8] on 600.
 */
const FAR_ERRAND = 6;

export function heuristicAgent(game: FlashPointGame, legal: Action[], rng: RngState): Action {
  const w = new World(game.state, game.engine.board, game.engine.rules);
  if (game.state.phase === 'setup') return setupChoice(w, legal, rng);
  if (game.state.pending || game.state.phase === 'choice') return answerChoice(w, legal, rng);
  const f = w.firefighter(legal[0]![0] as string);
  if (!f.at) return findAction(legal, 'end-turn') ?? pickOne(legal, rng)!;
  const model = costModel(w, f);
  const step: Step = { w, f, legal, rng, model, paths: shortestPaths(w, [f.at], model) };
  for (const question of QUESTIONS) {
    const a = question(step);
    if (a) return a;
  }
  return endTurn(step) ?? outOfFire(step) ?? pickOne(legal, rng)!;
}

/** End the turn, but not standing in smoke a flashover could set alight: clear it first when that is allowed. */
function endTurn(s: Step): Action | undefined {
  if (s.w.content(s.f.at!) === 'smoke') {
    const clear = findAction(s.legal, 'extinguish', s.f.at!);
    if (clear) return clear;
  }
  return findAction(s.legal, 'end-turn');
}

/**
 * AP a carrier adds to a step into a space beside a fire. Moving two spaces a turn, a
 * carrier ends turns inside the house; knocked down there (fp.fire.knock-down) it loses
 * what it carries. Measured against 0 on 2,000 paired recruit games: 0.07 fewer victims
 * lost a game (±0.025), as many rescued; 1 AP did about half as well.
 */
const CARRY_NEAR_FIRE = 2;

function costModel(w: World, f: Firefighter): CostModel {
  const cost = price(w, actionFacts(w, f, 'extinguish', { step: 'fire-to-smoke' }));
  const extinguishCost = cost instanceof Refusal ? 99 : cost;
  if (f.carrying === 'victim' || f.carrying === 'hazmat') return { burdened: 'carrying', extinguishCost, nearFire: CARRY_NEAR_FIRE };
  return { burdened: f.leading ? 'leading' : 'none', extinguishCost };
}

/** One step toward the cheapest of `exits` (their extra AP counted), or undefined. */
function toward(s: Step, exits: readonly Exit[]): Action | undefined {
  const byId = new Map(exits.map((e) => [e.id, e.extra]));
  const target = nearest(s.paths, [...byId.keys()], s.rng, (t) => byId.get(t) ?? 0);
  const first = target < 0 ? null : firstStep(s.paths, target);
  return first ? stepAction(s.w, s.legal, s.model, first.from, first.to, first.way) : undefined;
}

/** Drive the Ambulance to spot `to`: straight there when a rule allows it, else one spot the shorter way round. */
function driveAmbulance(s: Step, to: number): Action | undefined {
  const from = s.w.vehicles.ambulance;
  const n = s.w.board.parkingSpots('ambulance').length;
  if (from === null || from === to || !n) return undefined;
  const drives = actionsOf(s.legal, 'drive').filter((a) => a[2] === 'ambulance');
  const way = (to - from + n) % n <= (from - to + n) % n ? 'cw' : 'ccw';
  return drives.find((a) => a[3] === to) ?? drives.find((a) => a[3] === way);
}

/**
 * Carrying or leading a victim, or carrying a hazmat: the cheapest way out, the Ambulance driven to meet it.
 * Too few AP for the next step: put out what is in reach first (measured: better than saving the AP).
 */
function bringOut(s: Step): Action | undefined {
  const { w, f, legal } = s;
  if (f.carrying === 'hazmat') return toward(s, hazmatExits(w)) ?? fireInReach(s) ?? endTurn(s);
  if (f.carrying !== 'victim' && !f.leading) return undefined;
  const spot = w.board.isInside(f.at!) ? -1 : ambulanceSpotOf(w, f.at!);
  if (spot >= 0 && w.rules.string('param.rescue.where') === 'ambulance') {
    // On a spot the Ambulance is not at: call it here, or leave the victim outside for a later drive.
    return driveAmbulance(s, spot) ?? findAction(legal, f.leading ? 'unlead' : 'drop');
  }
  return toward(s, victimExits(w)) ?? fireInReach(s) ?? endTurn(s);
}

/** A victim waits outside on an ambulance spot: the drive there rescues it. */
function fetchWaiting(s: Step): Action | undefined {
  const spots = s.w.victims.filter((v) => waitsForAmbulance(s.w, v)).map((v) => ambulanceSpotOf(s.w, v.at));
  if (!spots.length) return undefined;
  const best = spots.reduce((a, b) => (ambulanceDrive(s.w, b) < ambulanceDrive(s.w, a) ? b : a));
  return driveAmbulance(s, best);
}

/** Take what stands here: treat and lead a victim (the Paramedic), else pick it up; dispose of a hazmat (the Hazmat Technician). */
function takeHere(s: Step): Action | undefined {
  const { w, f, legal } = s;
  if (f.carrying === 'victim' || f.carrying === 'hazmat' || f.leading) return undefined;
  const here = f.at!;
  const waiting = w.victims.some((v) => sameSpace(v.at, here) && !v.rescued && !v.carriedBy && !waitsForAmbulance(w, v));
  if (waiting) return findAction(legal, 'treat') ?? findAction(legal, 'lead') ?? findAction(legal, 'pick-up', 'victim');
  // A hazmat is disposed of where it lies by the one who may (the Hazmat Technician), never
  // carried out: 2 AP a step that rescue no one (measured on 2,000 paired recruit games
  // against carrying it when an exit was within 8 AP: +0.14 rescued a game, 1.7 points more won).
  if (!w.board.isInside(here) || !w.hazmatsAt(here)) return undefined;
  return findAction(legal, 'dispose');
}

/** The extinguish in reach that protects most per AP it costs, if that is at least `least`. */
function bestExtinguish(s: Step, least: number): Action | undefined {
  let best: Action[] = [];
  let bestScore = least;
  const ap = s.f.ap + (s.f.specialAp.extinguish ?? 0);
  for (const a of actionsOf(s.legal, 'extinguish')) {
    const at = a[2] as Space;
    // Fire turned to smoke beside another fire flashes back before anything else happens: only worth it when the smoke can be cleared too.
    if (ap < 2 * s.model.extinguishCost && s.w.content(at) === 'fire' && s.w.neighbours(at).some((n) => s.w.content(n) === 'fire')) continue;
    const v = threat(s.w, at) / s.model.extinguishCost;
    if (v > bestScore) (best = [a]), (bestScore = v);
    else if (v === bestScore && v > least) best.push(a);
  }
  return pickOne(best, s.rng);
}

/**
 * Put out what is in reach on the way: any fire (fewer fires, fewer explosions: the collapse
 * is the usual defeat), smoke beside a fire, and lone smoke (an Advance Fire roll on it
 * would make fire). Measured: this beats keeping the AP for the errand.
 */
function fireInReach(s: Step): Action | undefined {
  return bestExtinguish(s, IN_REACH);
}

/** The Imaging Technician identifies a PoI nobody is close to (a false alarm then wastes no one's walk). */
function identifyFar(s: Step): Action | undefined {
  const g = s.w.board.geometry;
  const far = actionsOf(s.legal, 'identify').filter((a) => s.paths.dist[g.spaceId(a[2] as Space)]! >= 3);
  return pickOne(far, s.rng);
}

/** Walk toward the victim, PoI or hazmat this firefighter is assigned (paths of every free firefighter compared), unless it is far (FAR_ERRAND). */
function goToTarget(s: Step): Action | undefined {
  const { w, f } = s;
  const list = targets(w);
  // The fire crew fights the fire (measured: better than sending it after victims too).
  if (!list.length || isFireCrew(w, f)) return undefined;
  const others = w.firefighters
    .filter((o) => o !== f && o.at && !o.out && o.carrying !== 'victim' && o.carrying !== 'hazmat' && !o.leading && !isFireCrew(w, o))
    .map((o) => ({ f: o, paths: shortestPaths(w, [o.at!], { burdened: 'none', extinguishCost: 1 }) }));
  const t = assignedTarget(w, { f, paths: s.paths }, others, list, MAX_RESCUERS);
  if (!t || sameSpace(t.at, f.at!)) return undefined;
  // Far beyond this turn's walk: the fire is fought meanwhile (fightFire).
  if (s.paths.dist[w.board.geometry.spaceId(t.at)]! > f.ap + FAR_ERRAND) return undefined;
  const first = firstStep(s.paths, w.board.geometry.spaceId(t.at));
  return first ? stepAction(w, s.legal, s.model, first.from, first.to, first.way) : undefined;
}

/** Nothing in reach (fireInReach comes first): walk to the fire that threatens most for its distance. */
function fightFire(s: Step): Action | undefined {
  const { w, paths } = s;
  const g = w.board.geometry;
  let best: number[] = [];
  let bestCost = Infinity;
  for (const fire of w.fire) {
    const value = threat(w, fire);
    for (const n of w.neighbours(fire)) {
      const id = g.spaceId(n);
      if (id < 0 || w.content(n) === 'fire') continue;
      const c = paths.dist[id]! - value;
      if (c < bestCost) (best = [id]), (bestCost = c);
      else if (c === bestCost) best.push(id);
    }
  }
  const target = pickOne(best, s.rng);
  const first = target === undefined ? null : firstStep(paths, target);
  return first ? stepAction(w, s.legal, s.model, first.from, first.to, first.way) : undefined;
}

/** In fire with no end-turn allowed: put out one's own space, or step out of the fire. */
function outOfFire(s: Step): Action | undefined {
  const own = findAction(s.legal, 'extinguish', s.f.at!);
  if (own) return own;
  const moves = actionsOf(s.legal, 'move').filter((a) => {
    const side = SIDES.find((x) => x === a[2]);
    const to = side && s.w.neighbour(s.f.at!, side);
    return to && s.w.content(to) !== 'fire';
  });
  return pickOne(moves, s.rng);
}

/**
 * The Fire Captain's Command AP (lost at the turn's end) move another firefighter one step
 * on its way: a carrier toward the way out first, else a firefighter toward its nearest
 * victim or PoI. Only that pool is spent so: ordinary AP stay for the captain's own errands.
 */
function command(s: Step): Action | undefined {
  const { w } = s;
  if (!((s.f.specialAp.command ?? 0) > 0)) return undefined;
  const others = w.firefighters.filter((o) => o !== s.f && o.at && !o.out);
  const burdened = (o: Firefighter) => o.carrying === 'victim' || !!o.leading;
  const g = w.board.geometry;
  const goals = targets(w).map((t) => ({ id: g.spaceId(t.at), extra: 0 }));
  // One standing on a target deals with it on its own turn: commanded off it, it would be commanded back.
  const onTarget = (o: Firefighter) => goals.some((t) => t.id === g.spaceId(o.at!));
  for (const o of [...others.filter(burdened), ...others.filter((o) => !burdened(o) && o.carrying !== 'hazmat' && !onTarget(o))]) {
    const order = commandStep(s, o, burdened(o) ? victimExits(w) : goals);
    if (order) return order;
  }
  return undefined;
}

/** The legal command that moves `o` one step toward the cheapest of `exits` (opening a door first), if any. */
function commandStep(s: Step, o: Firefighter, exits: readonly Exit[]): Action | undefined {
  const { w } = s;
  const paths = shortestPaths(w, [o.at!], costModel(w, o));
  const byId = new Map(exits.filter((e) => e.id !== w.board.geometry.spaceId(o.at!)).map((e) => [e.id, e.extra]));
  const target = nearest(paths, [...byId.keys()], s.rng, (t) => byId.get(t) ?? 0);
  const first = target < 0 ? null : firstStep(paths, target);
  if (!first || first.way > 3) return undefined;
  const g = w.board.geometry;
  // Commanded into fire a firefighter would be left there: only steps through open or smoky spaces.
  if (w.content(g.spaces[first.to]!) === 'fire') return undefined;
  const opening = edgeState(w, g.sideEdge[first.from * 4 + first.way]!) === EdgeState.Openable;
  const side = SIDES[first.way]!;
  return s.legal.find((a) => a[1] === 'command' && a[2] === o.id && a[3] === (opening ? 'open' : 'move') && a[4] === side);
}

/** The deck gun when a shot pays; the gunner on the Engine drives it to the quadrant burning most. */
function deckGun(s: Step): Action | undefined {
  return deckGunShot(s.w, s.f, s.legal) ?? (s.w.onEngine(s.f) && deckGunCost(s.w, s.f) <= 2 ? driveEngine(s.w, s.legal) : undefined);
}

/** The gunner with no victim to go for walks to the Engine while a quadrant burns enough for a shot. */
function toEngine(s: Step): Action | undefined {
  if (s.w.onEngine(s.f) || !engineWorthReaching(s.w, s.f)) return undefined;
  const g = s.w.board.geometry;
  return toward(s, s.w.engineSpaces().map((x) => ({ id: g.spaceId(x), extra: 0 })).filter((e) => e.id >= 0));
}

const QUESTIONS: readonly ((s: Step) => Action | undefined)[] = [bringOut, command, fetchWaiting, takeHere, deckGun, fireInReach, identifyFar, goToTarget, toEngine, fightFire];

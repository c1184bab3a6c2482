/**
 * Advance Fire's steps, one function each: the roll, smoke/fire/explosion, flashover, the
 * hot-spot chain, hazmat explosions, lost victims and PoIs, knock-downs, and fire outside
 * removed. The order they run in is the statechart's (machines/flash-point/turn.ts,
 * `advancingFire`). Explosions and their shockwaves are in explosions.ts, knock-downs in
 * knock-down.ts.
 */
import { sameSpace, step, type Space, copySpace } from './board.ts';
import { reveal } from './poi.ts';
import type { World } from './world.ts';
import type { Firefighter, FlashPointState } from './state.ts';
import { hasAbility } from './abilities.ts';
import { dodgeOptions } from './entry.ts';
import { collapseBurningLadders, stranded } from './ladders.ts';
import { platformAt } from './platform.ts';
import { explode, explodeHazmat, loseVictim, stepHeat, takeHotSpot } from './explosions.ts';
import { knockDown, knockDownOptions, uniqueSpaces } from './knock-down.ts';

// Moved to their own files; still exported from here for the modules that import them from fire.ts.
export { damageObject, drainHeat, explode, explodeHazmat, explodeLikeHazmat, poisonToxicSpaces, resolveHeat, stepHeat } from './explosions.ts';
export { knockDown, knockDownOptions } from './knock-down.ts';

/** Smoke next to fire becomes fire, again and again until no smoke touches fire. */
export function flashover(w: World): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const s of w.smoke.slice()) {
      if (w.touchesFire(s)) {
        w.setContent(s, 'fire');
        w.log('flashover', { at: s });
        changed = true;
      }
    }
  }
}

/** One advance on `target`: smoke, fire, or an explosion. Its flashover waits for any heat it sends through bulkheads. */
function advanceAt(w: World, target: Space): void {
  const before = w.content(target);
  if (before === 'fire') explode(w, target, 'advance fire');
  else {
    w.setContent(target, before === 'smoke' ? 'fire' : 'smoke');
    w.log('advance', { at: target, became: before === 'smoke' ? 'fire' : 'smoke' });
  }
}

/** A target on an object follows the printed arrows to the first space that is not one (fp.objects.advance). */
export function offObject(w: World, at: Space): Space {
  let cur = at;
  for (let guard = 0; w.objectAt(cur) && guard < 100; guard++) {
    const dir = w.board.arrow(cur);
    if (!dir) break;
    cur = step(cur, dir);
  }
  return cur;
}

/** The firefighters on the board whose role has `ability`. */
function withAbility(w: World, ability: string) {
  return w.firefighters.filter((f) => f.at && hasAbility(w, f, ability));
}

/** Nothing burns outside the building: fire and smoke there are removed. */
export function clearOutside(w: World): void {
  // Found first, then removed (setContent changes the lists); mostly none is outside, and nothing is copied.
  let outside: Space[] | null = null;
  for (const s of w.fire) if (!w.board.isInside(s)) (outside ??= []).push(s);
  for (const s of w.smoke) if (!w.board.isInside(s)) (outside ??= []).push(s);
  if (outside) for (const s of outside) w.setContent(s, 'open');
}

/**
 * Where an Advance Fire roll of these dice lands on this board, or nothing when such a roll is
 * rolled again (the dice name no space of the board, or an elevator). A target on a destroyed
 * floor falls to the space below, as a new PoI's does (fp.floors.advance-below); one on an
 * object follows the arrows. Every roll goes through here: rolled, re-rolled or flipped.
 */
export function advanceTargetOf(w: World, red: number, black: number): Space | undefined {
  const at = w.board.spaceOfRoll(red, black);
  if (!at || w.board.isReroll(at)) return undefined;
  return offObject(w, w.throughHole(at));
}

/**
 * Suppression: an advance whose target, as rolled (before a hole or an object's arrows move
 * it), is on or next to the Suppression Specialist does nothing (logged; the phase goes on).
 */
function suppressedAt(w: World, rolled: Space): boolean {
  // Seen from the rolled space: an object there is still next to the specialist (nobody enters it, but it shares the side).
  const by = withAbility(w, 'suppression').find((f) => sameSpace(f.at!, rolled) || w.isAdjacent(rolled, f.at!));
  if (!by) return false;
  w.log('suppressed', { at: rolled, by: by.id });
  w.fireChain++;
  return true;
}

/**
 * The advance on dice a Suppression Specialist flipped: resolved exactly as an unflipped roll
 * of those values would be — one that names no space of the board is rolled again.
 */
export function advanceOnFlippedDice(w: World, red: number, black: number): void {
  const target = advanceTargetOf(w, red, black);
  if (!target) {
    w.log('roll-again', { dice: [red, black], why: 'the flipped dice name no space the fire can advance to' });
    w.fireAdvances++;
    return;
  }
  if (!suppressedAt(w, w.board.spaceOfRoll(red, black)!)) resolveAdvance(w, target);
}

/**
 * Resolve an advance on its (possibly flipped) target; its spread (flashover, the hot-spot
 * chain) is due next, once any heat it sent through bulkheads is resolved.
 */
export function resolveAdvance(w: World, target: Space): void {
  w.fireTarget = { at: copySpace(target), hadHotSpot: w.hasHotSpot(target) };
  advanceAt(w, target);
}

/** Whether an advance was resolved and its spread is still to come (the machine's `spreadDue`). */
export function spreadDue(s: FlashPointState): boolean {
  return !!s.fireTarget;
}

/**
 * After an advance (and any heat it sent on): flashover, then the hot-spot chain. The one new
 * hot spot of a chain goes on the first repeated target only; none is stacked there if it has
 * one (fp.hot-spots.chain-placement). A target that held a hot spot calls for another roll.
 */
export function spreadFire(w: World): void {
  const t = w.fireTarget;
  w.fireTarget = null;
  flashover(w);
  const k = w.fireChain++;
  if (t && k === 1 && w.playing) takeHotSpot(w, t.at, 'hot-spot chain');
  if (t && w.rules.boolean('param.hot-spots.enabled') && t.hadHotSpot) w.fireAdvances++;
}

/**
 * The Advance Fire phase prepared (Experienced Game without Tragic Events): one advance to
 * roll. The statechart's Advance Fire states run the rest, one step each.
 */
export function advanceFirePhase(w: World): void {
  w.knockedDown = [];
  w.fireChain = 0;
  w.fireAdvances = 1;
}

/**
 * One roll of the phase: the dice name a target (rolled again while they name none); next to
 * a Suppression Specialist nothing happens; a Suppression Specialist with saved AP may flip
 * the dice first (a question); otherwise smoke, fire or an explosion there.
 */
export function rollAdvance(w: World): void {
  w.fireAdvances--;
  let rolled = w.rollLocation('advance fire');
  while (w.board.isReroll(rolled)) rolled = w.rollLocation('advance fire (rolled again)');
  const dice = { red: rolled[0], black: w.board.faceOf(rolled) };
  const target = advanceTargetOf(w, dice.red, dice.black)!;
  if (suppressedAt(w, rolled)) return;
  // Suppress: the dice are flipped, not the space.
  const suppressor = withAbility(w, 'suppress').find((f) => f.savedAp > 0);
  if (suppressor) w.pending = { type: 'suppress', player: suppressor.id, ...dice };
  else resolveAdvance(w, target);
}

/** The hazmats in fire, each space once (the machine's `hazmatBurning` asks whether there are any). */
export function burningHazmats(w: World): Space[] {
  return w.hazmats.length ? uniqueSpaces(w.hazmats.filter((h) => w.content(h) === 'fire')) : [];
}

/** A hazmat in fire explodes; when several burn, the players are asked which goes first. */
export function explodeBurningHazmat(w: World): void {
  const burning = burningHazmats(w);
  if (burning.length === 1) explodeHazmat(w, burning[0]!);
  else if (burning.length > 1) w.pending = { type: 'hazmat-order', player: w.activePlayer, options: burning };
}

/** Ladders in fire collapse; victims and PoIs in fire are lost. */
export function loseToFire(w: World): void {
  collapseBurningLadders(w);
  loseBurning(w);
}

/**
 * The next firefighter to knock down: in fire, or left with nothing to stand on (a ladder gone
 * from under them). Each is knocked down at most once a phase: one sent to an Ambulance space
 * a shockwave set alight stays there until the outside is cleared just after.
 */
export function nextKnockDown(w: World): Firefighter | undefined {
  return w.firefighters.find((x) => x.at && !x.out && !w.knockedDown.includes(x.id) && (w.content(x.at) === 'fire' || stranded(w, x.at, platformAt(w, x.at))));
}

/** The next firefighter due is knocked down: to the only space it may go, or its player is asked. */
export function knockDownNext(w: World): void {
  const f = nextKnockDown(w);
  if (!f) return;
  const options = knockDownOptions(w, f.at!);
  const dodge = dodgeOptions(w, f).map((o) => o.way);
  if (options.length > 1 || dodge.length) w.pending = { type: 'knock-down', player: f.id, options, ...(dodge.length ? { dodge } : {}) };
  else knockDown(w, f.id, options[0] ?? [0, 0]);
}

/**
 * One queued heat transfer, or the question which bulkhead goes first. Nothing once the game
 * is over: an answer (the first of two transfers) may have ended it just before this runs.
 */
export function transferHeat(w: World): void {
  if (w.playing) stepHeat(w, true);
}

/**
 * Victims and PoIs in fire are lost (a PoI is revealed first; a false alarm just goes). A
 * victim rescued on a board that keeps it (the Submarine) dies only when every rescue
 * location burns (fp.sub.rescue-stays).
 */
function loseBurning(w: World): void {
  // Most phases no PoI burns: the list is copied (reveal replaces it) only when one does.
  if (!w.playing) return;
  if (w.pois.some((p) => w.content(p.at) === 'fire')) {
    for (const p of [...w.pois]) {
      if (!w.playing) return;
      if (w.content(p.at) !== 'fire') continue;
      for (const v of reveal(w, p, 'caught by fire')) if (w.playing && w.victims.includes(v)) loseVictim(w, v, 'fire');
    }
  }
  let allBurning: boolean | undefined; // asked only of a rescued victim kept on the board
  for (const v of [...w.victims]) {
    if (!w.playing) return;
    if (v.rescued && (allBurning ??= rescueLocationsBurn(w))) loseVictim(w, v, 'every rescue location burns');
    else if (!v.rescued && w.content(v.at) === 'fire') loseVictim(w, v, 'fire');
  }
}

/** Does every rescue location of the board burn (none: no)? */
function rescueLocationsBurn(w: World): boolean {
  const locations = w.board.rescueLocations();
  return locations.length > 0 && locations.every((l) => w.content(l) === 'fire');
}

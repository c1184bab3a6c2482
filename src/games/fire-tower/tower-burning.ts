/**
 * Towers whose roof burns, what a burning does to its player (Shadow, Ghost Tower, hands),
 * and whether the game has ended.
 */
import { rollDie } from '../../core/rng.ts';
import type { Corner } from './board.ts';
import { firestorm } from './firestorm.ts';
import { enemyBuckets, soloBurned, soloEnd, soloTowerBurns } from './solo.ts';
import type { Player } from './state.ts';
import { CLOCKWISE, type World } from './world.ts';

export function burnTowers(w: World): void {
  if (w.solo) {
    for (const t of w.forest.towers) {
      if (w.status !== 'playing' || w.isBurned(t.corner) || !soloTowerBurns(w, t.corner)) continue;
      w.burned.push({ corner: t.corner, by: w.players[0]!.id });
      w.log('tower-burned', { tower: t.corner, colour: t.colour }, w.players[0]!.id);
      soloBurned(w, t.corner);
      if (!soloEnd(w)) firestorm(w, w.players[0]!.id, false);
    }
    if (w.status === 'playing') soloEnd(w);
    if (w.status === 'playing') enemyBuckets(w);
    return;
  }
  // Every roof on fire burns together (a Mutual Aid round can burn two at once: a tie), and
  // again until none is left: the Firestorm after a burning can set another roof alight.
  while (w.status === 'playing' && anyRoofAlight(w)) burnAlightRoofs(w);
}

/**
 * The towers whose roof is alight burn together. Apart from burnTowers, asked after every
 * placement: its closures would make burnTowers allocate their context on every call.
 */
function burnAlightRoofs(w: World): void {
  const burning = w.forest.towers.filter((t) => !w.isBurned(t.corner) && w.isGem(t.roof));
  const now = burning.map((t) => {
    const owner = w.players.find((p) => p.towers.includes(t.corner));
    const by = w.roofBy[t.corner] ?? w.activePlayer;
    w.burned.push({ corner: t.corner, by });
    w.log('tower-burned', { tower: t.corner, colour: t.colour, owner: owner?.id ?? null, by }, by);
    if (owner && owner.towers.every((c) => w.isBurned(c))) w.burnedOut(owner.id);
    return { t, owner, by };
  });
  for (const { t, owner, by } of now) if (owner && w.status === 'playing') eliminate(w, owner, t.corner, by);
}

/**
 * Is a roof of a standing tower on fire? Asked after every placement: the roofs read once
 * per world, then again only after a gem landed on a standing tower's roof (World.addGem
 * clears `roofsQuiet`; towers only ever burn, so a no stays a no till then).
 */
function anyRoofAlight(w: World): boolean {
  if (w.roofsQuiet) return false;
  const towers = w.forest.towers;
  for (let i = 0; i < towers.length; i++) {
    const roof = towers[i]!.roof;
    if (w.isGemAt(roof[0], roof[1]) && !w.isBurned(towers[i]!.corner)) return true;
  }
  w.roofsQuiet = true;
  return false;
}

function eliminate(w: World, p: Player, corner: Corner, by: string): void {
  if (w.rules.flag('towerAblaze')) {
    // The tower burns for good: its whole area is fire from now on.
    const area = w.forest.towerAreaSpaces(corner).filter((c) => w.isEmpty(c));
    for (const c of area) w.addGem(c, by);
    w.log('tower-ablaze', { tower: corner, cells: area.length }, by);
  }
  if (p.towers.some((t) => !w.isBurned(t))) return;
  if (w.rules.flag('teams')) {
    if (!checkEnd(w)) firestorm(w, by, false);
    return;
  }
  if (w.rules.has('param.variant.ghost-tower') && !w.ghost) {
    const used = new Set(w.players.flatMap((x) => x.towers));
    const free = CLOCKWISE.find((c) => !used.has(c));
    if (free) {
      becomeGhost(w, p, free);
      if (!checkEnd(w)) firestorm(w, by, false);
      return;
    }
  }
  const burner = w.players.find((x) => x.id === by);
  const byShadow = burner?.status === 'shadow';
  // There are never more than two Shadows.
  const shadows = w.players.filter((x) => x.status === 'shadow').length;
  p.status = w.rules.flag('shadowPowers') && w.players.length >= 3 && shadows < 2 ? 'shadow' : 'out';
  // Ghost Tower: a player the Ghost burns chooses whether to play on as a Shadow.
  if (p.status === 'shadow' && w.ghost && by === w.ghost) {
    p.status = 'out';
    w.ask({ type: 'become-shadow', player: p.id });
  }
  if (byShadow) {
    // Burned by a Shadow: the hand is discarded and every active player draws one more card.
    w.discard.push(...p.hand);
    p.hand = [];
    w.handSize++;
    w.log('hand-size', { size: w.handSize, byShadow: true }, null);
    for (const o of w.activePlayers()) w.drawOne(o);
  } else {
    if (burner && burner.id !== p.id && burner.status === 'active') {
      burner.hand.push(...p.hand);
      w.log('hand-taken', { from: p.id, cards: p.hand.length }, burner.id);
    } else w.discard.push(...p.hand);
    p.hand = [];
    const sizes = w.rules.numbers('param.hand.size-after-eliminations');
    const n = w.players.filter((x) => x.status !== 'active').length;
    const size = sizes[Math.min(n, sizes.length) - 1];
    if (size !== undefined && size > w.handSize) {
      w.handSize = size;
      w.log('hand-size', { size }, null);
    }
  }
  if (w.rules.flag('shadowOfTheWood') && w.players.filter((x) => x.status !== 'active').length === 1) {
    const id = w.rules.eventCard('shadow-of-the-wood');
    if (id) {
      w.deck.splice(rollDie(w.rng, w.deck.length + 1) - 1, 0, id);
      w.log('shadow-shuffled-in', {}, null);
    }
  }
  if (checkEnd(w, p.id)) return;
  firestorm(w, by, false);
}

/** Ghost Tower: the first player burned moves into the empty tower and takes turns from there. */
function becomeGhost(w: World, p: Player, free: Corner): void {
  const old = p.towers;
  p.towers = [free];
  w.ghost = p.id;
  w.players.sort((a, b) => CLOCKWISE.indexOf(a.towers[0]!) - CLOCKWISE.indexOf(b.towers[0]!));
  w.log('ghost-tower', { from: old, to: free }, p.id);
  const sizes = w.rules.numbers('param.hand.size-after-eliminations');
  if (sizes[0] !== undefined && sizes[0] > w.handSize) {
    w.handSize = sizes[0];
    w.log('hand-size', { size: w.handSize }, null);
  }
}

/** Ghost Tower endings: anyone but the Ghost wins by burning one more tower; the Ghost by burning both originals itself. */
function ghostEnd(w: World): boolean | null {
  if (!w.ghost) return null;
  const ghost = w.player(w.ghost);
  const last = w.burned[w.burned.length - 1]!;
  const burner = w.players.find((p) => p.id === last.by);
  const originals = w.activePlayers().filter((p) => p.id !== ghost.id);
  const ownTower = burner?.towers.includes(last.corner);
  // After the Ghost rises, anyone but the Ghost who burns one more tower wins: an original
  // tower, or the player the Ghost burned, playing on as a Shadow.
  if (w.burned.length > 1 && burner && burner.id !== ghost.id && (burner.status === 'active' || burner.status === 'shadow') && !ownTower) {
    return finish(w, [burner.id], burner.status === 'shadow' ? 'the player the Ghost burned burned one more tower' : 'an original tower burned a second tower after the Ghost rose');
  }
  // The Ghost must burn both original towers itself.
  const firstCorner = w.burned[0]!.corner;
  const burnedByGhost = w.burned.filter((b) => b.corner !== firstCorner && b.by === ghost.id).length;
  if (ghost.status === 'active' && !originals.length && burnedByGhost >= 2) return finish(w, [ghost.id], 'the Ghost Tower burned both original towers');
  return null;
}

/** Has the game ended? Sets the winners when it has. `justOut` is the player burned just now. */
export function checkEnd(w: World, justOut?: string): boolean {
  if (w.status !== 'playing') return true;
  if (w.solo) return soloEnd(w);
  if (w.rules.flag('teams')) {
    for (const team of [0, 1]) {
      const towers = w.players.filter((p) => p.team === team).flatMap((p) => p.towers);
      if (towers.length && towers.every((t) => w.isBurned(t))) return finish(w, w.players.filter((p) => p.team !== team).map((p) => p.id), `both towers of team ${team + 1} burned`);
    }
    return false;
  }
  const ghost = ghostEnd(w);
  if (ghost !== null) return ghost;
  const active = w.activePlayers();
  if (active.length === 1) {
    const last = w.burned[w.burned.length - 1];
    const burner = last && w.players.find((p) => p.id === last.by);
    // Rising Flames: a Shadow's burning leaves the last tower to win only when its turn comes.
    if (w.rules.string('param.end.last-tower') === 'at-its-turn' && burner?.status === 'shadow') return false;
    return finish(w, [active[0]!.id], 'last tower standing');
  }
  if (active.length === 0) {
    // Every tower is burned. When players already out (Shadows) struck the last blow, they
    // win together; otherwise the players burned in this last step share a tie.
    const now = new Set([...w.burnedNow, ...(justOut ? [justOut] : [])]);
    const lastBy = w.players.find((p) => p.id === w.burned[w.burned.length - 1]?.by);
    // With Shadow powers only the Shadows win (never more than two); otherwise everyone already out.
    const before = w.players.filter((p) => (w.rules.flag('shadowPowers') ? p.status === 'shadow' : p.status !== 'active') && !now.has(p.id));
    if (lastBy && !now.has(lastBy.id) && lastBy.status !== 'active' && before.length) {
      return finish(w, before.map((p) => p.id), w.rules.flag('shadowPowers') ? 'the Shadows burned every tower' : 'the eliminated players burned the last towers');
    }
    return finish(w, [...now], 'the last towers burned together: a tie');
  }
  return false;
}

export function finish(w: World, winners: string[], reason: string): boolean {
  w.status = 'over';
  w.winners = winners;
  w.reason = reason;
  w.log('game-over', { winners, reason }, null);
  return true;
}

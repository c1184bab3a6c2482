/**
 * The Flash Point state as the rules read and change it: one named accessor per field, so
 * rules code says `w.victims`, `w.damageSupply--`, not `w.victims`. A World (world.ts) is
 * this view plus the board's geometry (`w.board`, fixed per game) and the rules. `s` stays
 * for what copies, normalises or saves the state whole.
 */
import type { FlashPointState } from './state.ts';

type State = FlashPointState;

export class StateView {
  constructor(readonly s: FlashPointState) {}

  // ---- the game ------------------------------------------------------------------------------
  get status(): State['status'] {
    return this.s.status;
  }
  set status(v: State['status']) {
    this.s.status = v;
  }
  get reason(): State['reason'] {
    return this.s.reason;
  }
  set reason(v: State['reason']) {
    this.s.reason = v;
  }
  get turn(): State['turn'] {
    return this.s.turn;
  }
  set turn(v: State['turn']) {
    this.s.turn = v;
  }
  get activePlayer(): State['activePlayer'] {
    return this.s.activePlayer;
  }
  set activePlayer(v: State['activePlayer']) {
    this.s.activePlayer = v;
  }
  get turnState(): State['turnState'] {
    return this.s.turnState;
  }
  set turnState(v: State['turnState']) {
    this.s.turnState = v;
  }
  get pending(): State['pending'] {
    return this.s.pending;
  }
  set pending(v: State['pending']) {
    this.s.pending = v;
  }
  get dice(): State['dice'] {
    return this.s.dice;
  }
  set dice(v: State['dice']) {
    this.s.dice = v;
  }

  // ---- the building --------------------------------------------------------------------------
  get fire(): State['fire'] {
    return this.s.fire;
  }
  set fire(v: State['fire']) {
    this.s.fire = v;
  }
  get smoke(): State['smoke'] {
    return this.s.smoke;
  }
  set smoke(v: State['smoke']) {
    this.s.smoke = v;
  }
  get hotSpots(): State['hotSpots'] {
    return this.s.hotSpots;
  }
  set hotSpots(v: State['hotSpots']) {
    this.s.hotSpots = v;
  }
  get hotSpotSupply(): State['hotSpotSupply'] {
    return this.s.hotSpotSupply;
  }
  set hotSpotSupply(v: State['hotSpotSupply']) {
    this.s.hotSpotSupply = v;
  }
  get damageSupply(): State['damageSupply'] {
    return this.s.damageSupply;
  }
  set damageSupply(v: State['damageSupply']) {
    this.s.damageSupply = v;
  }
  get walls(): State['walls'] {
    return this.s.walls;
  }
  set walls(v: State['walls']) {
    this.s.walls = v;
  }
  get doors(): State['doors'] {
    return this.s.doors;
  }
  set doors(v: State['doors']) {
    this.s.doors = v;
  }
  get windows(): State['windows'] {
    return this.s.windows;
  }
  set windows(v: State['windows']) {
    this.s.windows = v;
  }
  get objects(): State['objects'] {
    return this.s.objects;
  }
  set objects(v: State['objects']) {
    this.s.objects = v;
  }
  get toxic(): State['toxic'] {
    return this.s.toxic;
  }
  set toxic(v: State['toxic']) {
    this.s.toxic = v;
  }
  get damagedFloors(): State['damagedFloors'] {
    return this.s.damagedFloors;
  }
  set damagedFloors(v: State['damagedFloors']) {
    this.s.damagedFloors = v;
  }
  get destroyedFloors(): State['destroyedFloors'] {
    return this.s.destroyedFloors;
  }
  set destroyedFloors(v: State['destroyedFloors']) {
    this.s.destroyedFloors = v;
  }
  get floorDamage(): State['floorDamage'] {
    return this.s.floorDamage;
  }
  set floorDamage(v: State['floorDamage']) {
    this.s.floorDamage = v;
  }
  get elevatorsOut(): State['elevatorsOut'] {
    return this.s.elevatorsOut;
  }
  set elevatorsOut(v: State['elevatorsOut']) {
    this.s.elevatorsOut = v;
  }

  // ---- people and markers --------------------------------------------------------------------
  get firefighters(): State['firefighters'] {
    return this.s.firefighters;
  }
  set firefighters(v: State['firefighters']) {
    this.s.firefighters = v;
  }
  get victims(): State['victims'] {
    return this.s.victims;
  }
  set victims(v: State['victims']) {
    this.s.victims = v;
  }
  get pois(): State['pois'] {
    return this.s.pois;
  }
  set pois(v: State['pois']) {
    this.s.pois = v;
  }
  get poiPool(): State['poiPool'] {
    return this.s.poiPool;
  }
  set poiPool(v: State['poiPool']) {
    this.s.poiPool = v;
  }
  get hazmats(): State['hazmats'] {
    return this.s.hazmats;
  }
  set hazmats(v: State['hazmats']) {
    this.s.hazmats = v;
  }
  get hazmatsDisposed(): State['hazmatsDisposed'] {
    return this.s.hazmatsDisposed;
  }
  set hazmatsDisposed(v: State['hazmatsDisposed']) {
    this.s.hazmatsDisposed = v;
  }
  get rescued(): State['rescued'] {
    return this.s.rescued;
  }
  set rescued(v: State['rescued']) {
    this.s.rescued = v;
  }
  get lost(): State['lost'] {
    return this.s.lost;
  }
  set lost(v: State['lost']) {
    this.s.lost = v;
  }
  get knockedDown(): State['knockedDown'] {
    return this.s.knockedDown;
  }
  set knockedDown(v: State['knockedDown']) {
    this.s.knockedDown = v;
  }

  // ---- equipment -----------------------------------------------------------------------------
  get vehicles(): State['vehicles'] {
    return this.s.vehicles;
  }
  set vehicles(v: State['vehicles']) {
    this.s.vehicles = v;
  }
  get ladders(): State['ladders'] {
    return this.s.ladders;
  }
  set ladders(v: State['ladders']) {
    this.s.ladders = v;
  }
  get platform(): State['platform'] {
    return this.s.platform;
  }
  set platform(v: State['platform']) {
    this.s.platform = v;
  }
  get equipment(): State['equipment'] {
    return this.s.equipment;
  }
  set equipment(v: State['equipment']) {
    this.s.equipment = v;
  }

  // ---- the fire phase ------------------------------------------------------------------------
  get fireAdvances(): State['fireAdvances'] {
    return this.s.fireAdvances;
  }
  set fireAdvances(v: State['fireAdvances']) {
    this.s.fireAdvances = v;
  }
  get fireChain(): State['fireChain'] {
    return this.s.fireChain;
  }
  set fireChain(v: State['fireChain']) {
    this.s.fireChain = v;
  }
  get fireTarget(): State['fireTarget'] {
    return this.s.fireTarget;
  }
  set fireTarget(v: State['fireTarget']) {
    this.s.fireTarget = v;
  }
  get heat(): State['heat'] {
    return this.s.heat;
  }
  set heat(v: State['heat']) {
    this.s.heat = v;
  }
  get cards(): State['cards'] {
    return this.s.cards;
  }
  set cards(v: State['cards']) {
    this.s.cards = v;
  }
}

/**
 * What Flash Point needs from code: three item kinds (roles, parameters, actions) and the
 * one computed value, the AP cost of an action, with the facts its rules may read.
 * Roles and parameters are data so that a module (family game, a house rule) can change
 * them by layering; the engine implements only the mechanisms.
 */
import type { GameDefinition } from '../../core/game.ts';
import { resolveBoard } from './board-files.ts';
import { itemSchema } from '../../core/schemas.ts';

/** Special AP pools; `experience` (a Veteran's free AP) pays for any action. */
export const AP_POOLS = ['command', 'extinguish', 'movement', 'plan', 'experience'] as const;
export type ApPool = (typeof AP_POOLS)[number];

/** Mechanisms a role may switch on; what each does is stated in the role's rule text. */
export const ABILITIES = ['deck-gun-reroll', 'suppression', 'suppress', 'experience', 'dodge'] as const;

export interface RoleItem {
  id: string;
  kind: 'role';
  name: string;
  /** Ordinary AP received at the start of each turn. */
  ap: number;
  /** Special AP: usable only for the listed actions, never saved. */
  specialAp?: { pool: ApPool; amount: number; for: string[] }[];
  /** The most unspent ordinary AP carried into the next turn (default: param.ap.save-cap). */
  saveCap?: number;
  abilities?: (typeof ABILITIES)[number][];
  text?: string;
  source?: string;
}

export interface ParameterItem {
  id: string;
  kind: 'parameter';
  value: unknown;
  text?: string;
  source?: string;
}

/** A kind of victim: how it behaves beyond what its AP-cost modifiers say. */
export interface VictimTypeItem {
  id: string;
  kind: 'victim-type';
  name: string;
  /** Revealed already treated (a lightly wounded victim). */
  startsTreated?: boolean;
  /** What happens when it is lost: nothing, or it explodes like a hazmat. */
  onLost?: 'nothing' | 'explode';
  /** What revealing it does: a victim appears, it turns into a hazmat, or several victims appear. */
  onReveal?: 'victim' | 'hazmat' | 'split';
  /** For `split`: the types of the victims that replace it. */
  splitInto?: string[];
  text?: string;
  source?: string;
}

/** What a card does, in the vocabulary the engine implements. */
export type CardEffect = { advance: number } | { draw: number } | { event: number } | { add: string };

/** A Tragic Events card: where it starts, how many copies, and (when a source prints it) what it does. */
export interface CardItem {
  id: string;
  kind: 'card';
  name: string;
  start: 'fire-deck' | 'event-deck' | 'supply' | 'aside';
  /** A number, or the id of a parameter table (difficulty × player count). */
  copies?: number | string;
  effects?: CardEffect[];
  text?: string;
  source?: string;
}

/** Which action a step of the turn machine runs on entry (modules override it by id). */
export interface MachineStepItem {
  id: string;
  kind: 'machine-step';
  state: string;
  entry: string;
}

/** A representative situation of an action, for the AP table in the rulebook. */
export interface ActionCase {
  label: string;
  facts: Record<string, unknown>;
}

export interface ActionItem {
  id: string;
  kind: 'action';
  verb: string;
  title?: string;
  cases?: ActionCase[];
  text?: string;
  source?: string;
}

const verb = { type: 'string', pattern: '^[a-z][a-z-]*$' };

export const flashPointDefinition: GameDefinition = {
  id: 'flash-point',
  checkBoard: (board, rulesDirs) => void resolveBoard(board, rulesDirs),
  itemKinds: {
    role: itemSchema(
      'role',
      {
        name: { type: 'string', minLength: 1 },
        ap: { type: 'integer', minimum: 0 },
        specialAp: {
          type: 'array',
          items: {
            type: 'object',
            required: ['pool', 'amount', 'for'],
            additionalProperties: false,
            properties: { pool: { enum: [...AP_POOLS] }, amount: { type: 'integer', minimum: 1 }, for: { type: 'array', items: verb, minItems: 1 } },
          },
        },
        saveCap: { type: 'integer', minimum: 0 },
        abilities: { type: 'array', items: { enum: [...ABILITIES] }, uniqueItems: true },
      },
      ['name', 'ap', 'text', 'source'],
    ),
    parameter: itemSchema('parameter', { value: {} }, ['value', 'text', 'source']),
    card: itemSchema(
      'card',
      {
        name: { type: 'string', minLength: 1 },
        start: { enum: ['fire-deck', 'event-deck', 'supply', 'aside'] },
        copies: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^param\\.' }] },
        effects: {
          type: 'array',
          items: {
            type: 'object',
            minProperties: 1,
            maxProperties: 1,
            additionalProperties: false,
            properties: {
              advance: { type: 'integer', minimum: 1 },
              draw: { type: 'integer', minimum: 1 },
              event: { type: 'integer', minimum: 1 },
              add: { type: 'string', pattern: '^card\\.[a-z0-9-]+$' },
            },
          },
        },
      },
      ['name', 'start', 'text', 'source'],
    ),
    'machine-step': itemSchema('machine-step', { state: { type: 'string' }, entry: { type: 'string' } }, ['state', 'entry', 'text', 'source']),
    'victim-type': itemSchema(
      'victim-type',
      {
        name: { type: 'string', minLength: 1 },
        startsTreated: { type: 'boolean' },
        onLost: { enum: ['nothing', 'explode'] },
        onReveal: { enum: ['victim', 'hazmat', 'split'] },
        splitInto: { type: 'array', items: { type: 'string', pattern: '^victim\\.[a-z0-9-]+$' }, minItems: 2 },
      },
      ['name', 'text', 'source'],
    ),
    action: itemSchema(
      'action',
      {
        verb,
        cases: {
          type: 'array',
          items: {
            type: 'object',
            required: ['label', 'facts'],
            additionalProperties: false,
            properties: { label: { type: 'string' }, facts: { type: 'object' } },
          },
        },
      },
      ['verb', 'text', 'source'],
    ),
  },
  values: {
    'ap-cost': {
      description: 'AP an action costs the firefighter who takes it (forbidden when a rule forbids the action)',
      facts: {
        action: 'the verb: move, open, close, extinguish, chop, drive, ride, fire-deck-gun, crew-change, treat, identify, dispose, command, pick-up, drop, lead, unlead, drag, squeeze, reveal, clear, repair-wall, plan, suppress, dodge, de-smoke, escape, open-for-poi, sprinklers, repair-floor, erect-ladder, bridge-floor, collapse-ladder, operate-platform, fire-water-cannon, lobby, engine-access',
        clearWhat: 'for clear: hot-spot | flare-up',
        role: 'the role id of the acting firefighter (firefighter in the Family Game)',
        target: 'for an action entering a space (move, dodge, drag, squeeze, engine-access, lobby): what the destination holds — open | smoke | fire',
        targetToxic: 'for an action entering a space: true when the destination has a Toxic marker',
        carrying: 'what the firefighter carries: none | victim | hazmat',
        leading: 'true when leading a treated victim',
        victimType: 'the type of the victim carried, picked up, led or treated (standard in the base game)',
        victimTreated: 'for pick-up, drag, lead and treat: whether that victim is treated',
        ledVictimType: 'the type of the treated victim being led (none when leading nobody)',
        step: 'for extinguish: fire-to-smoke | remove-smoke',
        vehicle: 'for drive: engine | ambulance',
        onEngine: 'true when the firefighter stands on a space of the Engine',
        fireBelow: 'for repair-floor: true when the space under the damaged floor is on fire',
        equipment: 'what the Engine carries: deck-gun | hydraulic-platform (chosen at setup with the hydraulic-platform module)',
        platformAway: 'true when the hydraulic platform is raised, away from the Engine',
        entersBuilding: 'for an action entering a space: true when the step crosses between the building and the outside',
        elevatorDoor: 'for open/close: true when the door is a High Rise elevator door',
        ladder: 'for move: true when the step is a climb up or down an erected ladder',
        pickUp: 'for pick-up: what is taken (ladder; victims are priced by victimType)',
        floorChange: 'for an action entering a space: attic | basement | none — a staircase step between the ground floor and an attic or a basement',
        difficultTerrain: 'for an action entering a space: true when the step crosses difficult terrain (printed, or a soft wall still standing)',
        driveSteps: 'for drive: how many parking spots round the building the vehicle goes (the shorter way)',
        driveSide: 'for drive: same | next | opposite — the side of the building the new spot is on, compared with the old',
        atSprinkler: 'for sprinklers: true when the firefighter stands on a sprinkler release',
        atStartLocation: 'true when the firefighter stands on a start location (boards without vehicles)',
        pitMove: 'for an action entering a space: into | out | within | none — how the step meets a pit (the Merchant Ship\'s maintenance pit)',
        firstAction: 'true when nothing has been done yet this turn',
        roleInPlay: 'for crew-change: true when another firefighter already plays the new role',
        quadrantOccupied: 'for fire-deck-gun: true when a firefighter stands in the target quadrant',
        commanded: 'for command: the commanded action (move | open | close)',
        commandedRole: 'for command: the role of the commanded firefighter',
        commandedCost: 'for command: what the commanded action costs the commanded firefighter',
        commandedApAfter: 'for command: AP the commanded firefighter will have been given this turn, this command included',
        hasPoi: 'for identify: true when the space holds a point of interest',
        chopTarget: 'for chop: wall | hull | bulkhead | solid (a basement\'s outer wall) | locked-door | jam | door',
        wallDamage: 'for squeeze: damage cubes on the wall passed through',
        nearFire: 'for clear and repair-wall: true when the own or an adjacent space has fire',
        planWhat: 'for plan: event when looking at the Event Deck (absent when giving a saved AP)',
        lookedThisTurn: 'for plan event: true when the Strategist already looked this turn',
        recipientSavedAfter: 'for plan: saved AP the other player would hold',
        dodgeBy: 'for dodge: self (the Veteran), vicinity (near a Veteran) or none',
        moveCost: 'for dodge: what the same step would cost as a move (a dodge must be a 1-AP move)',
        recipientSaveCap: 'for plan: the most saved AP the other player\'s role may keep',
      },
    },
  },
};

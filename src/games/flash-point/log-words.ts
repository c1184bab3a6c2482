/**
 * Flash Point's log events in words, for the replay page (src/core/log-words.ts gives the
 * rest plain words): what happened, without who did it.
 */
import { spaceWords, type LogWords } from '../../core/log-words.ts';
import type { LogLine } from '../../core/playable.ts';

const at = (l: LogLine): string => spaceWords(l.at as unknown[]);
const why = (l: LogLine): string => (l.cause ? ` (${l.cause})` : '');

export const FLASH_POINT_LOG_WORDS: LogWords = {
  roll: (l) => `rolls ${Array.isArray(l.dice) ? (l.dice as number[]).join(' and ') : `${l.value} on the ${l.die} die`} for the ${l.purpose}`,
  explosion: (l) => `explosion at ${at(l)}${why(l)}`,
  damage: (l) => `the wall at ${at(l)} takes ${l.damage} damage${why(l)}${l.destroyed ? ' and falls' : ''}`,
  'door-destroyed': (l) => `the door at ${at(l)} is destroyed${why(l)}`,
  'hazmat-placed': (l) => `hazmat placed at ${at(l)}`,
  'poi-placed': (l) => `point of interest placed at ${at(l)}`,
  'hot-spot': (l) => `hot spot at ${at(l)}${l.why ? ` (${l.why})` : ''}`,
  placed: (l) => `places the firefighter at ${at(l)}`,
  parked: (l) => `parks the ${l.vehicle} at spot ${l.spot}`,
  'turn-start': (l) => `turn starts with ${l.ap} AP`,
  move: (l) => `moves from ${spaceWords(l.from as unknown[])} to ${spaceWords(l.to as unknown[])} (${l.cost} AP)${l.commandedBy ? `, commanded by ${l.commandedBy}` : ''}`,
  extinguish: (l) => `puts out the ${l.was} at ${at(l)}`,
  'end-turn': (l) => `ends the turn${l.saved ? ` saving ${l.saved} AP` : ''}`,
  advance: (l) => (l.became === 'fire' ? `the smoke at ${at(l)} catches fire` : `smoke at ${at(l)}`),
  flashover: (l) => `flashover: the smoke at ${at(l)} catches fire`,
  drive: (l) => `drives the ${l.vehicle} from spot ${l.from} to spot ${l.to}`,
};

/**
 * Flash Point's log events in words, for the replay page (src/core/log-words.ts gives the
 * rest plain words): what happened, without who did it.
 */
import { spaceWords, valueWords, type LogWords } from '../../core/log-words.ts';
import type { LogLine } from '../../core/playable.ts';

const at = (l: LogLine): string => spaceWords(l.at);
const why = (l: LogLine): string => (l.cause ? ` (${valueWords(l.cause)})` : '');

export const FLASH_POINT_LOG_WORDS: LogWords = {
  roll: (l) => `rolls ${Array.isArray(l.dice) ? (l.dice as number[]).join(' and ') : `${valueWords(l.value)} on the ${valueWords(l.die)} die`} for the ${valueWords(l.purpose)}`,
  explosion: (l) => `explosion at ${at(l)}${why(l)}`,
  damage: (l) => `the wall at ${at(l)} takes ${valueWords(l.damage)} damage${why(l)}${l.destroyed ? ' and falls' : ''}`,
  'door-destroyed': (l) => `the door at ${at(l)} is destroyed${why(l)}`,
  'hazmat-placed': (l) => `hazmat placed at ${at(l)}`,
  'poi-placed': (l) => `point of interest placed at ${at(l)}`,
  'hot-spot': (l) => `hot spot at ${at(l)}${l.why ? ` (${valueWords(l.why)})` : ''}`,
  placed: (l) => `places the firefighter at ${at(l)}`,
  parked: (l) => `parks the ${valueWords(l.vehicle)} at spot ${valueWords(l.spot)}`,
  'turn-start': (l) => `turn starts with ${valueWords(l.ap)} AP`,
  move: (l) => `moves from ${spaceWords(l.from)} to ${spaceWords(l.to)} (${valueWords(l.cost)} AP)${l.commandedBy ? `, commanded by ${valueWords(l.commandedBy)}` : ''}`,
  extinguish: (l) => `puts out the ${valueWords(l.was)} at ${at(l)}`,
  'end-turn': (l) => `ends the turn${l.saved ? ` saving ${valueWords(l.saved)} AP` : ''}`,
  advance: (l) => (l.became === 'fire' ? `the smoke at ${at(l)} catches fire` : `smoke at ${at(l)}`),
  flashover: (l) => `flashover: the smoke at ${at(l)} catches fire`,
  ride: (l) => `rides the ${valueWords(l.vehicle)} to ${at({ ...l, at: l.to })}`,
  stay: (l) => `stays off the ${valueWords(l.vehicle)}`,
  chop: (l) => (l.wall ? `chops the wall at ${spaceWords(l.wall)}` : `chops the door at ${spaceWords(l.door)}`),
  reveal: (l) => `the point of interest at ${at(l)} is ${l.is === 'victim' ? 'a victim' : valueWords(l.is)}${l.why ? ` (${valueWords(l.why)})` : ''}`,
  lost: (l) => `victim ${valueWords(l.victim)}${l.at ? ` at ${at(l)}` : ''} is lost to ${valueWords(l.why)} (${valueWords(l.lost)} lost)`,
  'knocked-down': (l) => `the firefighter at ${at(l)} is knocked down, to ${spaceWords(l.to)}`,
  'pick-up': (l) => `picks up the ${valueWords(l.what)} at ${at(l)}`,
  drop: (l) => `puts down the ${valueWords(l.what)} at ${at(l)}`,
  drive: (l) => `drives the ${valueWords(l.vehicle)} from spot ${valueWords(l.from)} to spot ${valueWords(l.to)}`,
};

/**
 * Fire Tower's log events in words, for the replay page (src/core/log-words.ts gives the
 * rest plain words): what happened, without who did it.
 */
import { spaceWords, spacesWords, valueWords, type LogWords } from '../../core/log-words.ts';
import type { LogLine } from '../../core/playable.ts';

const at = (l: LogLine): string => spaceWords(l.at);
const withCard = (l: LogLine): string => (l.card ? ` with ${valueWords(l.card)}` : '');

export const FIRE_TOWER_LOG_WORDS: LogWords = {
  'wind-roll': (l) => `rolls the wind die: ${valueWords(l.wind)}${l.purpose ? ` (${valueWords(l.purpose)})` : ''}`,
  setup: (l) => `${valueWords(l.first)} goes first, wind ${valueWords(l.wind)}; towers: ${Array.isArray(l.players) ? (l.players as { id: string; towers: string[] }[]).map((p) => `${p.id} ${valueWords(p.towers).replace(', ', ' and ')}`).join(', ') : '?'}`,
  'solo-setup': (l) => `solo level ${valueWords(l.level)}: tower ${valueWords(l.tower)}, wind ${valueWords(l.wind)}, ${valueWords(l.enemyDeck)} enemy cards`,
  'turn-start': (l) => `turn starts, wind ${valueWords(l.wind)}`,
  spread: (l) => `fire spreads to ${at(l)} on the ${valueWords(l.wind)} wind`,
  play: (l) => `plays ${valueWords(l.card)}`,
  gem: (l) => `fire at ${at(l)}${withCard(l)}`,
  fire: (l) => `fire at ${spacesWords(l.cells)}${withCard(l)}`,
  water: (l) => `puts out ${spacesWords(l.cells)}${withCard(l)}`,
  firebreaks: (l) => `firebreaks at ${spacesWords(l.cells)}${withCard(l)}`,
  'firebreak-removed': (l) => `removes the firebreak at ${at(l)}${withCard(l)}`,
  'wind-set': (l) => `the wind turns ${valueWords(l.wind)}${withCard(l)}${l.rolled ? ' (rolled)' : ''}`,
  explosion: (l) => `explosion at ${at(l)}${withCard(l)}: fire at ${spacesWords(l.cells)}`,
  ember: (l) => `an ember flies from ${spaceWords(l.from)} to ${spaceWords(l.to)}${withCard(l)}`,
  redraw: (l) => `discards ${valueWords(l.discarded)} and draws again`,
  bucket: (l) => `empties the bucket on ${spacesWords(l.cells)}`,
  hawk: (l) => `places a hawk at ${at(l)}${l.setup ? ' (setup)' : ''}`,
  'hawk-moved': (l) => `moves a hawk from ${spaceWords(l.from)} to ${spaceWords(l.to)}`,
  'hawk-triggered': (l) => `the hawk at ${at(l)} of ${valueWords(l.owner)} is triggered`,
  'lightning-moved': (l) => `lightning moves from ${spaceWords(l.from)} to ${spaceWords(l.to)}`,
  remove: (l) => `removes the fire at ${at(l)}`,
  'event-drawn': (l) => `draws the event ${valueWords(l.card)}`,
  event: (l) => `event: ${valueWords(l.card)}`,
  firestorm: (l) => `firestorm on the ${valueWords(l.wind)} wind: fire at ${spacesWords(l.cells)}`,
  'tower-burned': (l) => `the ${valueWords(l.colour)} tower (${valueWords(l.tower)}) of ${valueWords(l.owner)} burns`,
  'hand-taken': (l) => `takes the hand of ${valueWords(l.from)} (${valueWords(l.cards)} cards)`,
  'hand-size': (l) => `hand size is now ${valueWords(l.size)}`,
  'game-over': (l) => `game over: ${valueWords(l.winners) || 'nobody'} won (${valueWords(l.reason)})`,
};

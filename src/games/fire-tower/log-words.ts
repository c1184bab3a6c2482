/**
 * Fire Tower's log events in words, for the replay page (src/core/log-words.ts gives the
 * rest plain words): what happened, without who did it.
 */
import { spaceWords, spacesWords, valueWords, type LogWords } from '../../core/log-words.ts';
import type { LogLine } from '../../core/playable.ts';

const at = (l: LogLine): string => spaceWords(l.at as unknown[]);
const withCard = (l: LogLine): string => (l.card ? ` with ${l.card}` : '');

export const FIRE_TOWER_LOG_WORDS: LogWords = {
  'wind-roll': (l) => `rolls the wind die: ${l.wind}${l.purpose ? ` (${l.purpose})` : ''}`,
  setup: (l) => `${l.first} goes first, wind ${l.wind}; towers: ${(l.players as { id: string; towers: string[] }[]).map((p) => `${p.id} ${p.towers.join(' and ')}`).join(', ')}`,
  'solo-setup': (l) => `solo level ${l.level}: tower ${l.tower}, wind ${l.wind}, ${l.enemyDeck} enemy cards`,
  'turn-start': (l) => `turn starts, wind ${l.wind}`,
  spread: (l) => `fire spreads to ${at(l)} on the ${l.wind} wind`,
  play: (l) => `plays ${l.card}`,
  gem: (l) => `fire at ${at(l)}${withCard(l)}`,
  fire: (l) => `fire at ${spacesWords(l.cells)}${withCard(l)}`,
  water: (l) => `puts out ${spacesWords(l.cells)}${withCard(l)}`,
  firebreaks: (l) => `firebreaks at ${spacesWords(l.cells)}${withCard(l)}`,
  'firebreak-removed': (l) => `removes the firebreak at ${at(l)}${withCard(l)}`,
  'wind-set': (l) => `the wind turns ${l.wind}${withCard(l)}${l.rolled ? ' (rolled)' : ''}`,
  explosion: (l) => `explosion at ${at(l)}${withCard(l)}: fire at ${spacesWords(l.cells)}`,
  ember: (l) => `an ember flies from ${spaceWords(l.from as unknown[])} to ${spaceWords(l.to as unknown[])}${withCard(l)}`,
  redraw: (l) => `discards ${l.discarded} and draws again`,
  bucket: (l) => `empties the bucket on ${spacesWords(l.cells)}`,
  hawk: (l) => `places a hawk at ${at(l)}${l.setup ? ' (setup)' : ''}`,
  'hawk-moved': (l) => `moves a hawk from ${spaceWords(l.from as unknown[])} to ${spaceWords(l.to as unknown[])}`,
  'event-drawn': (l) => `draws the event ${l.card}`,
  event: (l) => `event: ${l.card}`,
  firestorm: (l) => `firestorm on the ${l.wind} wind: fire at ${spacesWords(l.cells)}`,
  'tower-burned': (l) => `the ${l.colour} tower (${l.tower}) of ${l.owner} burns`,
  'hand-taken': (l) => `takes the hand of ${l.from} (${l.cards} cards)`,
  'hand-size': (l) => `hand size is now ${l.size}`,
  'game-over': (l) => `game over: ${valueWords(l.winners) || 'nobody'} won (${l.reason})`,
};

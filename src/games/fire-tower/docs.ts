/**
 * Rulebook tables for Fire Tower, computed from the configuration: the deck it plays with
 * (every card, its copies and its pattern drawn as a small grid) and, in Solo Mode, the
 * levels with the chosen one marked.
 */
import type { Ruleset } from '../../core/ruleset.ts';
import { anchorOf, mdTable, type RulebookOptions } from '../../docs/rulebook.ts';
import type { CardItem } from './definition.ts';
import { normalise } from './patterns.ts';
import type { Level } from './solo.ts';

/** A pattern drawn as a small grid: filled squares for its cells, a ring for the gem it is played around. */
export function patternSketch(card: CardItem): string {
  if (!card.pattern) return '—';
  const cells = card.pattern.centre ? [...card.pattern.cells, [0, 0] as [number, number]] : card.pattern.cells;
  const shape = normalise(cells);
  const rows = Math.max(...shape.map((c) => c[0])) + 1;
  const cols = Math.max(...shape.map((c) => c[1])) + 1;
  const centre = card.pattern.centre ? [-Math.min(...cells.map((c) => c[0])), -Math.min(...cells.map((c) => c[1]))] : null;
  const k = 12;
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const isCentre = centre && centre[0] === r && centre[1] === c;
      const filled = shape.some((x) => x[0] === r && x[1] === c);
      parts.push(`<rect x="${c * k + 1}" y="${r * k + 1}" width="${k - 2}" height="${k - 2}" fill="${isCentre ? '#fff' : filled ? '#e8641b' : '#eee'}" stroke="${isCentre ? '#e8641b' : '#bbb'}"/>`);
    }
  }
  const notes = [card.pattern.upTo ? 'up to' : '', card.pattern.rotate ? 'turns' : '', card.pattern.jumpsFirebreaks ? 'jumps firebreaks' : ''].filter(Boolean);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * k}" height="${rows * k}" role="img" aria-label="${card.name} pattern">${parts.join('')}</svg>`;
  return `${svg}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

export function fireTowerRulebookOptions(rules: Ruleset): RulebookOptions {
  const cards = rules.ofKind<CardItem & Record<string, unknown>>('card');
  const actions = cards.filter((c) => c.type !== 'event');
  const byType = new Map<string, number>();
  for (const c of actions) byType.set(c.type, (byType.get(c.type) ?? 0) + c.copies);
  const deck = mdTable(
    ['Card', 'Type', 'Copies', 'Pattern', 'Source'],
    actions.map((c): (string | number)[] => [`[${c.name}](#${anchorOf(c.id)})`, c.type, c.copies, c.effect === 'firehawk' ? `${String(c.hawks)} hawks` : c.direction ? c.direction : patternSketch(c), String(c.source ?? '—')]),
  );
  const total = actions.reduce((n, c) => n + c.copies, 0);
  const extras: NonNullable<RulebookOptions['extras']> = {
    cards: [
      '### The action cards of this configuration',
      `${total} action cards: ${[...byType].map(([t, n]) => `${n} ${t}`).join(', ')}.${rules.get('param.solo.levels') ? ' In Solo Mode your deck leaves out the Firebreak cards and the cards of the enemy deck.' : ''} Events: ${cards.filter((c) => c.type === 'event').map((c) => c.name).join(', ') || 'none'} (which of them join the deck depends on the options). Patterns: an orange square is a space of the pattern, grey a gap, a ring the gem it is played around.`,
      deck,
    ],
  };
  const levels = rules.get('param.solo.levels')?.item.value as Record<string, Level> | undefined;
  if (levels) {
    const chosen = String(rules.optionValues.level ?? 1);
    extras.setup = [
      '### Solo levels',
      `This configuration plays level ${chosen} (marked ▶).`,
      mdTable(
        ['Level', 'Hand size', 'Firebreaks per enemy', 'Hawks per enemy', 'Skips', 'Challenge before the game', 'A round with two challenges', 'Your Bucket'],
        Object.entries(levels).map(([n, l]) => [`${n === chosen ? '▶ ' : ''}${n}`, l.handSize, l.firebreaks, l.hawks, l.skips, l.challengeAtStart ? 'yes' : 'no', l.doubleChallenge ? 'yes' : 'no', l.bucket ? 'yes' : 'no']),
      ),
    ];
  }
  return { extras };
}

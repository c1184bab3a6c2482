/** Texts for the malformed-input cases of inputs.test.ts. */

/** Billion laughs: nine anchors, each a list of nine aliases to the one before (9^9 leaves). */
export const ALIAS_BOMB = ['lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]', ...Array.from({ length: 8 }, (_, i) => `lol${i + 1}: &l${i + 1} [${Array(9).fill(`*l${i}`).join(', ')}]`)].join('\n') + '\n';
/** A mapping that contains itself. */
export const CIRCULAR = 'loop: &loop\n  again: *loop\n';
export const TAGGED = '!!set { a, b }';
export const DEEP = '['.repeat(5000) + ']'.repeat(5000);

export const fpConfig = 'game: flash-point\nmodules: [core]\n';
export const ftConfig = 'game: fire-tower\nmodules: [base]\n';
export const aslConfig = 'game: asl-fire\nmodules: [core]\n';
export const mod = 'title: Mine\n';
export const rule = (id: string) => `- { id: house.${id}, kind: rule, text: T, source: house rule }\n`;
export const fpScenario = 'game: flash-point\nconfig: { preset: experienced-recruit }\nplayers:\n  - { id: p1 }\n';
export const ftScenario = 'game: fire-tower\nconfig: { preset: fire-tower-base }\nplayers:\n  - { id: p1 }\n  - { id: p2 }\n';
export const board = (id: string, parent: string) => `id: ${id}\nextends: ${parent}\ntitle: Board ${id}\n`;
export const bigOptions = (n: number) => 'options:\n' + Array.from({ length: n }, (_, i) => `  o${i}: 1\n`).join('');

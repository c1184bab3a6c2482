/**
 * The board beside an inspected snapshot: the game's own picture (its PlayableGame
 * `render.boardSvg`) with that snapshot's pieces drawn in, the way the replay page places
 * them (same geometry, same piece styles), but as one finished SVG the server hands out per
 * snapshot, so the page needs no game knowledge.
 */
import type { PlayableGame } from '../core/playable.ts';
import type { Piece, PieceStyles } from '../docs/replay.ts';

export interface BoardPicture {
  svg: string;
  status: string;
}

/** What the server asks for a snapshot's board: null when the snapshot's context is no game state we know. */
export interface SnapshotRef {
  sessionId: string;
  /** The snapshot's place among its actor's snapshots (0: the start). */
  index: number;
  value: unknown;
  context: unknown;
}
export type BoardSource = (snap: SnapshotRef) => BoardPicture | null;

type Geometry = { cell: number; top: number; origin: Record<number, number> };

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function pieceSvg(p: Piece, g: Geometry, styles: PieceStyles): string {
  const style = styles[p.kind];
  if (!style) return '';
  const floor = p.at.length > 2 ? p.at[2]! : 0;
  const x = (g.origin[floor] ?? 0) + p.at[1]! * g.cell + g.cell / 2;
  const y = g.top + p.at[0]! * g.cell + g.cell / 2;
  const cls = `piece ${esc(p.kind)}`;
  switch (style.shape) {
    case 'circle':
      return `<circle class="${cls}" cx="${x}" cy="${y}" r="${g.cell * 0.32}" fill="${esc(style.colour)}"/>`;
    case 'ring':
      return `<circle class="${cls}" cx="${x}" cy="${y}" r="${g.cell * 0.32}" fill="none" stroke="${esc(style.colour)}" stroke-width="2"/>`;
    case 'square':
      return `<rect class="${cls}" x="${x - g.cell * 0.35}" y="${y - g.cell * 0.35}" width="${g.cell * 0.7}" height="${g.cell * 0.7}" fill="${esc(style.colour)}"/>`;
    default:
      return `<text class="${cls}" x="${x}" y="${y + 5}" text-anchor="middle" font-weight="bold" fill="${esc(style.colour)}">${esc(p.label || style.text || '')}</text>`;
  }
}

/** The board picture with the pieces drawn on top (a layer before the closing tag). */
export function boardWithPieces(boardSvg: string, geometry: Geometry, styles: PieceStyles, pieces: readonly Piece[]): string {
  const layer = `<g id="pieces">${pieces.map((p) => pieceSvg(p, geometry, styles)).join('')}</g>`;
  return boardSvg.replace(/<\/svg>\s*$/, `${layer}\n</svg>\n`);
}

/** A game's picture as it stands. */
export function pictureOf(playable: PlayableGame, game: unknown): BoardPicture {
  const r = playable.render;
  return { svg: boardWithPieces(r.boardSvg(game), r.boardGeometry(game), r.pieceStyles, r.pieces(game)), status: r.replayStatus(game) };
}

/**
 * Boards read from the snapshots' contexts: a context that one of `games` loads as a saved
 * game (an attached app whose context is a game state, Fire Tower's own actor) is drawn.
 * Loading throws on anything else; that is once per snapshot shown, not a hot path.
 */
export function contextBoards(games: readonly PlayableGame[]): BoardSource {
  return ({ context }) => {
    if (!context || typeof context !== 'object') return null;
    for (const playable of games) {
      let game: unknown;
      try {
        game = playable.fromJSON(context);
      } catch {
        continue;
      }
      return pictureOf(playable, game);
    }
    return null;
  };
}

/** The first source that has a board for the snapshot. */
export const firstBoard = (...sources: BoardSource[]): BoardSource => (snap) => {
  for (const source of sources) {
    const board = source(snap);
    if (board) return board;
  }
  return null;
};

/** The pieces a game puts on its board picture, and how each kind is drawn (the replay page, the inspector). */
/** A piece on the board: a space ([row, col] or [row, col, floor]) and what stands there (a kind of the game's `PieceStyles`). */
export interface Piece {
  at: number[];
  kind: string;
  label?: string;
}

/** How the page draws a kind of piece: a filled circle, a ring, a square, or a letter (a piece's own label wins), and what it stands for (the legend). */
export interface PieceStyle {
  shape: 'circle' | 'ring' | 'square' | 'text';
  colour: string;
  text?: string;
  meaning: string;
}

/** Each game says how its kinds of piece look. */
export type PieceStyles = Readonly<Record<string, PieceStyle>>;

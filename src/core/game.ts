import type { JsonSchema } from './schemas.ts';

/** A computed value (e.g. `kindling-drm`) and the facts its conditions may read. */
export interface ValueDefinition {
  description: string;
  facts: Record<string, string>;
}

/**
 * What code contributes to a game beyond its rule files: the item kinds it understands
 * and the values it computes. Rule files may only use these kinds and read these facts;
 * the loader checks both, so a typo in a fact name is an error, not a silent no-op.
 */
export interface GameDefinition {
  id: string;
  itemKinds?: Record<string, JsonSchema>;
  values?: Record<string, ValueDefinition>;
  /**
   * Games with boards: read the board a config names (and what it builds on) from the
   * rules folders after the project's, throwing a located RulesError when it is broken,
   * so that `validate` refuses what `play` would.
   */
  checkBoard?: (board: string, rulesDirs: string[]) => void;
}

/** The `game.yaml` manifest of a game folder. */
export interface GameManifest {
  id: string;
  title: string;
  description?: string;
  defaultPreset: string;
  topics: { id: string; title: string; description?: string }[];
}

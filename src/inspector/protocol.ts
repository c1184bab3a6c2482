/**
 * The messages @statelyai/inspect's WebSocket inspector sends (and its receiver reads): one
 * JSON object per WebSocket message, `@xstate.actor` when an actor starts (with its machine
 * definition as a JSON string), `@xstate.event` for every event sent to it, and
 * `@xstate.snapshot` for every state it reaches. Any XState v5 app that points
 * `createWebSocketInspector({ url })` at our server speaks this; read here from what the
 * library sends, checked field by field because the socket is open to any local program.
 */
import { statePath } from '../docs/replay.ts';

interface Base {
  sessionId: string;
  rootId?: string;
  createdAt?: string;
}

export interface ActorMessage extends Base {
  type: '@xstate.actor';
  name: string;
  /** The machine's config as JSON text (absent for actors that are not machines). */
  definition?: string;
  parentId?: string;
  snapshot: InspectedSnapshot;
}

export interface EventMessage extends Base {
  type: '@xstate.event';
  event: { type: string; [k: string]: unknown };
  sourceId?: string;
}

export interface SnapshotMessage extends Base {
  type: '@xstate.snapshot';
  event: { type: string; [k: string]: unknown };
  snapshot: InspectedSnapshot;
}

export interface InspectedSnapshot {
  status?: string;
  value?: unknown;
  context?: unknown;
  output?: unknown;
}

export type InspectionMessage = ActorMessage | EventMessage | SnapshotMessage;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const optionalString = (x: unknown): boolean => x === undefined || x === null || typeof x === 'string';
const isEventObject = (x: unknown): x is { type: string } => isObject(x) && typeof x.type === 'string';

/** One WebSocket message read as an inspection message, or null when it is not one (a page's hello, garbage). */
export function parseInspectionMessage(text: string): InspectionMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data) || typeof data.sessionId !== 'string' || !optionalString(data.rootId)) return null;
  switch (data.type) {
    case '@xstate.actor':
      if (!optionalString(data.definition) || !optionalString(data.parentId)) return null;
      return { ...data, type: data.type, sessionId: data.sessionId, name: typeof data.name === 'string' ? data.name : data.sessionId, snapshot: isObject(data.snapshot) ? data.snapshot : {} } as ActorMessage;
    case '@xstate.event':
      return isEventObject(data.event) && optionalString(data.sourceId) ? (data as unknown as EventMessage) : null;
    case '@xstate.snapshot':
      return isObject(data.snapshot) ? ({ ...data, type: data.type, sessionId: data.sessionId, snapshot: data.snapshot, event: isEventObject(data.event) ? data.event : { type: '' } } as SnapshotMessage) : null;
    default:
      return null;
  }
}

/** An event as the log shows it: its type, then our games' action tuple (`act ["move", "p1", 3]`) or its other fields. */
export function describeEvent(event: { type: string; [k: string]: unknown }): string {
  const { type, ...rest } = event;
  const keys = Object.keys(rest);
  if (!keys.length) return type;
  const action = Array.isArray(rest.action) ? rest.action : undefined;
  const details = action ? action.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ') : JSON.stringify(rest);
  return `${type} ${details}`.slice(0, 300);
}

/** A snapshot's state as the chart names it (`turn.spreading`). */
export const snapshotState = (m: SnapshotMessage | ActorMessage): string => statePath(m.snapshot.value);

/**
 * What the inspector server has received, per inspected actor: the messages in order (a
 * page that connects late is sent them all), each snapshot's place among its actor's
 * snapshots (the board and time travel address snapshots by it), and the chart of each
 * machine. The messages go to the pages as received, with a `firerules` field added.
 */
import { chartSvgOfDefinition } from './chart.ts';
import { describeEvent, snapshotState, type InspectionMessage } from './protocol.ts';
import type { SnapshotRef } from './board.ts';

/** What the server adds to a message for the page. */
export interface Enrichment {
  /** Snapshots: the place among the actor's snapshots. */
  index?: number;
  /** Snapshots and actors: the state path (`turn.spreading`). */
  state?: string;
  /** Actors: the chart SVG, when the definition is a machine. */
  chart?: string;
  /** Events and snapshots: the event, readably. */
  summary?: string;
}

/** Beyond this many messages the oldest are dropped (a page connecting late sees the recent game); snapshots stay addressable. */
const MAX_HISTORY = 50_000;

export class InspectedSessions {
  private readonly history: string[] = [];
  private readonly snapshotsOf = new Map<string, SnapshotRef[]>();

  /** The message with what the page needs, as the JSON text sent to pages; also remembered. */
  async add(message: InspectionMessage): Promise<string> {
    const extra: Enrichment = {};
    if (message.type === '@xstate.actor') {
      extra.state = snapshotState(message);
      extra.chart = await chartSvgOfDefinition(message.definition);
    } else if (message.type === '@xstate.event') {
      extra.summary = describeEvent(message.event);
    } else {
      const list = this.snapshotsOf.get(message.sessionId) ?? [];
      this.snapshotsOf.set(message.sessionId, list);
      extra.index = list.length;
      extra.state = snapshotState(message);
      extra.summary = describeEvent(message.event);
      list.push({ sessionId: message.sessionId, index: list.length, value: message.snapshot.value, context: message.snapshot.context });
    }
    const text = JSON.stringify({ ...message, firerules: extra });
    this.history.push(text);
    if (this.history.length > MAX_HISTORY) this.history.shift();
    return text;
  }

  /** Everything received so far, for a page that has just connected. */
  received(): readonly string[] {
    return this.history;
  }

  snapshot(sessionId: string, index: number): SnapshotRef | undefined {
    return this.snapshotsOf.get(sessionId)?.[index];
  }

  snapshotCount(sessionId: string): number {
    return this.snapshotsOf.get(sessionId)?.length ?? 0;
  }
}

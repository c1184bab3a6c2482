/**
 * The chart of an inspected actor, drawn from the definition its `@xstate.actor` message
 * carries (the machine config as JSON: guards and actions only by name, which is all a
 * picture needs) with the same renderer as `firerules chart` and the replay page, so the
 * page's `g.state[data-state]` hooks are the same. Awaited, so a renderer that becomes
 * asynchronous needs no change here.
 */
import { createMachine } from 'xstate';
import { chartOf, toSvg } from '../docs/chart.ts';

/** The chart SVG of a machine definition, or undefined when it is not one we can read (an actor that is not a machine, a truncated config). */
export async function chartSvgOfDefinition(definition: string | undefined): Promise<string | undefined> {
  if (!definition) return undefined;
  try {
    const config = JSON.parse(definition) as unknown;
    if (!config || typeof config !== 'object' || !('states' in config)) return undefined;
    return await toSvg(chartOf(createMachine(config as Parameters<typeof createMachine>[0])));
  } catch {
    // A definition cut short by the inspector's depth limit, or a config XState refuses: no chart, the log and context still show.
    return undefined;
  }
}

/**
 * Pure statechart steps without building an actor per step. XState's `transition()` helper
 * creates a throwaway actor on every call, and that actor computes the machine's initial
 * snapshot (running its entry actions on an empty context) before the real step: for games
 * whose reducer takes thousands of steps this was a third of the time. Here one inert actor
 * scope is made per machine (from a real context) and reused; the step itself is XState's
 * own `machine.transition(snapshot, event, scope)`, and actions are never executed through
 * the scope (all our actions are `assign`s, which XState resolves inside the transition).
 */
import { createActor, type AnyActorScope, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

const scopes = new WeakMap<AnyStateMachine, AnyActorScope>();

function scopeFor(machine: AnyStateMachine, input: unknown): AnyActorScope {
  const hit = scopes.get(machine);
  if (hit) return hit;
  const self = createActor(machine, { input });
  const scope = {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system: self.system,
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  scopes.set(machine, scope);
  return scope;
}

/** The snapshot after `event`; the same result as XState's `transition(machine, snapshot, event)[0]`. */
export function stepMachine<M extends AnyStateMachine>(machine: M, snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): SnapshotFrom<M> {
  return machine.transition(snapshot, event, scopeFor(machine, (snapshot as { context: unknown }).context)) as SnapshotFrom<M>;
}

/** The machine's initial snapshot for `input`; the same as XState's `initialTransition(machine, input)[0]`, without an actor per call. */
export function initialSnapshot<M extends AnyStateMachine>(machine: M, input: unknown): SnapshotFrom<M> {
  return machine.getInitialSnapshot(scopeFor(machine, input), input) as SnapshotFrom<M>;
}

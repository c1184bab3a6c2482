/**
 * A text parsed before in this process is answered from memory (src/core/yaml-file.ts): the
 * same data and positions as the first parse, but a copy of its own for every caller, and
 * the file named by each call. A changed text is parsed afresh; a text with a problem is
 * refused every time, naming the file it was read from.
 */
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/errors.ts';
import { parseYaml } from '../../src/core/yaml-file.ts';

const TEXT = 'rules:\n  - id: walk\n    cost: 1\n  - id: carry\n    cost: 2\n';

describe('parsed texts remembered by the process', () => {
  it('a second parse gives the same data and positions, and changing one copy leaves the other', () => {
    const first = parseYaml(TEXT, 'a.yaml');
    const second = parseYaml(TEXT, 'b.yaml');
    expect(second.data).toEqual(first.data);
    expect(second.file).toBe('b.yaml');
    expect(second.locate(['rules', 1, 'cost'])).toEqual({ line: 5, col: 11 });
    expect(second.locate(['rules', 1, 'cost'])).toEqual(first.locate(['rules', 1, 'cost']));
    (second.data as { rules: { cost: number }[] }).rules[0]!.cost = 99;
    expect((first.data as { rules: { cost: number }[] }).rules[0]!.cost).toBe(1);
    expect((parseYaml(TEXT, 'c.yaml').data as { rules: { cost: number }[] }).rules[0]!.cost).toBe(1);
  });

  it('an edited text is parsed afresh', () => {
    parseYaml(TEXT, 'a.yaml');
    const edited = parseYaml(TEXT.replace('cost: 2', 'cost: 3'), 'a.yaml');
    expect((edited.data as { rules: { cost: number }[] }).rules[1]!.cost).toBe(3);
  });

  it('a text with a problem is refused on every read, naming the file of that read', () => {
    const bad = 'rules:\n  - id: walk\n    cost: [1\n';
    for (const file of ['one.yaml', 'two.yaml']) {
      let error: unknown;
      try {
        parseYaml(bad, file);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RulesError);
      expect((error as RulesError).problems[0]!.file).toBe(file);
    }
  });
});

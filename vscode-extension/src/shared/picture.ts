/**
 * The general picture beside the exact automaton (DESIGN §3, issue 13 item 4): the automaton
 * document's optional `picture` member is a smallest DFA right on every word the bounded
 * analysis decides; the view draws it by default, with a toggle to the exact automaton. Pure.
 *
 * One vocabulary with the engine (`core/errlang/schema/automaton.schema.json`, `picture`):
 * a picture transition carries `generalising` (only words the bound cannot decide use it) and
 * `loop` (on a cycle: the picture repeats it beyond the loop bound). The view draws both dashed
 * (`DrawnEdge.generalising`), and keeps `loop` for the tooltip.
 *
 * The picture's states are not the exact automaton's: the explanation's `transition_types` and
 * `neighbourhoods` (keyed by exact states) are carried over through the product of the two
 * DFAs — a picture transition gets a type when every exact transition it stands for (same
 * letter, from an exact state paired with its source by some word; exact states without that
 * letter, where only undecided words go on, do not count) has that one type; a
 * picture state is a decision point when every exact state paired with it is one. The words
 * (counterexamples, event sites) are the same in both.
 */
import type { AutomatonJson, StateId, Transition, TypedTransition } from "./protocol";

/** What the view draws: the general picture (default) or the exact automaton. */
export type PictureChoice = "general" | "exact";

/** The names of the picture's transition marks, as the engine's schema spells them. */
export const PICTURE_MARKS = ["generalising", "loop"] as const;

export function isPictureChoice(value: unknown): value is PictureChoice {
  return value === "general" || value === "exact";
}

/** True when the document carries a picture that differs from the exact automaton. */
export function hasGeneralPicture(automaton: AutomatonJson | undefined): boolean {
  const picture = automaton?.picture;
  return (
    picture !== undefined &&
    picture.exact !== true &&
    Array.isArray(picture.states) &&
    Array.isArray(picture.transitions)
  );
}

const SINK = "⊥";

/** Reachable pairs (picture state, exact state) of the product, exact ⊥ where it rejects. */
function pairs(picture: AutomatonJson, exact: AutomatonJson): [string, string][] {
  const delta = (a: AutomatonJson): Map<string, Map<string, string>> => {
    const table = new Map<string, Map<string, string>>();
    for (const t of a.transitions) {
      const row = table.get(String(t.source)) ?? new Map<string, string>();
      row.set(t.letter, String(t.target));
      table.set(String(t.source), row);
    }
    return table;
  };
  const p = delta(picture);
  const e = delta(exact);
  const letters = [...new Set([...picture.transitions, ...exact.transitions].map((t) => t.letter))];
  const start: [string, string] = [String(picture.initial), exact.states.length > 0 ? String(exact.initial) : SINK];
  const seen = new Set([start.join("\u0000")]);
  const order: [string, string][] = [start];
  for (let i = 0; i < order.length; i++) {
    const [q, r] = order[i];
    for (const a of letters) {
      const q2 = p.get(q)?.get(a);
      if (q2 === undefined) continue;
      const next: [string, string] = [q2, e.get(r)?.get(a) ?? SINK];
      const key = next.join("\u0000");
      if (!seen.has(key)) {
        seen.add(key);
        order.push(next);
      }
    }
  }
  return order;
}

/** The explanation's transition types and decision points carried over to `picture`. */
function carryExplanation(
  exact: AutomatonJson,
  picture: AutomatonJson,
): { transition_types?: TypedTransition[]; neighbourhoods?: StateId[] } {
  const result: { transition_types?: TypedTransition[]; neighbourhoods?: StateId[] } = {};
  const product = pairs(picture, exact).filter(([, r]) => r !== SINK);
  const exactOf = new Map<string, string[]>();
  for (const [q, r] of product) exactOf.set(q, [...(exactOf.get(q) ?? []), r]);
  if (exact.transition_types !== undefined) {
    const typeOf = new Map(exact.transition_types.map((t) => [`${String(t.source)}\u0000${t.letter}`, t.type]));
    const typed: TypedTransition[] = [];
    for (const t of picture.transitions) {
      const types = new Set(
        (exactOf.get(String(t.source)) ?? [])
          .map((r) => typeOf.get(`${r}\u0000${t.letter}`))
          .filter((type) => type !== undefined),
      );
      const [only] = [...types];
      if (types.size === 1) {
        typed.push({ source: t.source, letter: t.letter, target: t.target, type: only });
      }
    }
    result.transition_types = typed;
  }
  if (exact.neighbourhoods !== undefined) {
    const decision = new Set(exact.neighbourhoods.map(String));
    result.neighbourhoods = picture.states
      .map((s) => s.id)
      .filter((id) => {
        const paired = exactOf.get(String(id)) ?? [];
        return paired.length > 0 && paired.every((r) => decision.has(r));
      });
  }
  return result;
}

/**
 * The automaton the view draws for `choice`: the document itself for `exact` (or when it has
 * no picture), else the picture's states and transitions (with their `generalising` / `loop`
 * marks) in the document's frame — alphabet, letters, target, bounds, guarantee and
 * counterexamples — with the explanation carried over (see the module comment).
 */
export function shownAutomaton(automaton: AutomatonJson, choice: PictureChoice): AutomatonJson {
  const picture = automaton.picture;
  if (choice === "exact" || picture === undefined || !hasGeneralPicture(automaton)) return automaton;
  const transitions: Transition[] = picture.transitions.map((t) => ({
    source: t.source,
    letter: t.letter,
    target: t.target,
    dominating: t.dominating === true,
    generalising: t.generalising === true,
    loop: t.loop === true,
  }));
  const drawn: AutomatonJson = {
    ...automaton,
    initial: picture.initial,
    states: picture.states,
    transitions,
    transition_types: undefined,
    neighbourhoods: undefined,
  };
  return { ...drawn, ...carryExplanation(automaton, drawn) };
}

/** The engine's "word" is the view's "sequence" (as in "failing sequences"). */
function inPlainWords(text: string): string {
  return text.replace(/\bwords\b/g, "sequences").replace(/\bword\b/g, "sequence");
}

/**
 * The line under the summary: the picture's guarantee in plain words ("every sequence of
 * length ≤ 5 decided within loop bound 3 is right; the loop at state 0 (g) generalises,
 * confirmed at bound 4"); with the exact automaton shown, prefixed by the picture's size.
 */
export function guaranteeText(automaton: AutomatonJson, choice: PictureChoice): string | undefined {
  const picture = automaton.picture;
  if (picture === undefined) return undefined;
  const guarantee = typeof picture.guarantee === "string" ? inPlainWords(picture.guarantee) : undefined;
  if (choice === "general") return guarantee;
  const states = Array.isArray(picture.states) ? picture.states.length : undefined;
  const other = states !== undefined ? `the general picture has ${states} state${states === 1 ? "" : "s"}` : undefined;
  return [other, guarantee].filter((s) => s !== undefined).join(": ");
}

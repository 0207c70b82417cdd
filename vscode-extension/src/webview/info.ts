/**
 * The view's detail boxes: a state's information (shortest failing sequences through it, its
 * marks in plain words, transitions with their source lines) and a merged edge's letters.
 * Each source line is a link: the host moves the cursor there.
 */
import { locationsOfLetter } from "../shared/automaton";
import type { AutomatonJson } from "../shared/protocol";
import { stateInfo, type TransitionInfo } from "../shared/stateInfo";
import { KIND_WORDS, automatonKind, letterMeaning, letterText, wordText } from "../shared/words";
import { ASSUMED_NOTE, pictureWords } from "./pictureWords";

export type Reveal = (transition: number) => void;

type Child = Node | string;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; title?: string } = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.className !== undefined) element.className = props.className;
  if (props.text !== undefined) element.textContent = props.text;
  if (props.title !== undefined) element.title = props.title;
  element.append(...children);
  return element;
}

function lineLinks(t: TransitionInfo, reveal: Reveal): Child[] {
  if (t.locations.length === 0) return [el("span", { className: "note", text: "no source location" })];
  const lines = [...new Set(t.locations.map((l) => l.line))];
  const link = el("a", {
    className: "line-link",
    text: `line${lines.length > 1 ? "s" : ""} ${lines.join(", ")}`,
    title: "Show in the editor",
  });
  link.href = "#";
  link.addEventListener("click", (event) => {
    event.preventDefault();
    reveal(t.index);
  });
  return [link];
}

function transitionList(heading: string, items: readonly TransitionInfo[], arrow: string, reveal: Reveal): Child[] {
  if (items.length === 0) return [];
  const list = el("ul", { className: "transitions" });
  for (const t of items) {
    list.append(
      el(
        "li",
        {},
        el("span", { className: "letter", text: t.text }),
        t.meaning !== undefined ? ` (${t.meaning})` : "",
        ` ${arrow} ${t.other} · `,
        ...lineLinks(t, reveal),
      ),
    );
  }
  return [el("h3", { text: heading }), list];
}

/** The box for state `key`; `pinned` when it was clicked (else it follows the pointer). */
export function stateBox(automaton: AutomatonJson, key: string, pinned: boolean, reveal: Reveal): Child[] {
  const info = stateInfo(automaton, key);
  if (info === undefined) return [];
  const words = KIND_WORDS[automatonKind(automaton)];
  const children: Child[] = [
    el("h2", { text: `State ${info.state}${pinned ? "" : " (hover; click to keep)"}` }),
    ...info.notes.map((n) => el("p", { className: "state-note", text: n })),
  ];
  const picture = info.live ? pictureWords(automaton, info.state, info.words) : undefined;
  if (picture !== undefined) {
    // issue 20: only decided sequences are called failing; the picture's own are assumed
    if (picture.decided.length > 0) {
      children.push(el("h3", { text: `Shortest ${words.sequences} through it` }));
      const list = el("ol", { className: "words" });
      for (const w of picture.decided) list.append(el("li", { className: "word", text: wordText(automaton, w) }));
      children.push(list);
    } else {
      children.push(
        el("p", { className: "note", text: `No ${words.sequence} the analysis decided passes through it.` }),
      );
    }
    if (picture.assumed.length > 0) {
      children.push(el("h3", { text: "Sequences only the picture accepts" }));
      const list = el("ol", { className: "words" });
      for (const w of picture.assumed) {
        list.append(el("li", { className: "word generalised", text: `${wordText(automaton, w)} (${ASSUMED_NOTE})` }));
      }
      children.push(list);
    }
  } else if (info.live) {
    children.push(el("h3", { text: `Shortest ${words.sequences} through it` }));
    const list = el("ol", { className: "words" });
    for (const w of info.words) list.append(el("li", { className: "word", text: wordText(automaton, w) || "(empty)" }));
    children.push(list);
  } else {
    children.push(el("p", { className: "note", text: `No ${words.sequence} passes through it.` }));
  }
  children.push(
    ...transitionList("Out", info.outgoing, "→", reveal),
    ...transitionList("In", info.incoming, "←", reveal),
  );
  return children;
}

/** The box for a drawn edge that merges several transitions: each letter with its source lines. */
export function edgeBox(automaton: AutomatonJson, transitions: readonly number[], reveal: Reveal): Child[] {
  const first = automaton.transitions[transitions[0]];
  if (first === undefined) return [];
  const list = el("ul", { className: "transitions" });
  const texts: string[] = [];
  for (const index of transitions) {
    const t = automaton.transitions[index];
    if (t === undefined) continue;
    const info: TransitionInfo = {
      index,
      letter: t.letter,
      text: letterText(automaton, t.letter),
      meaning: letterMeaning(t.letter),
      other: String(t.target),
      locations: locationsOfLetter(automaton, t.letter),
    };
    texts.push(info.text);
    const meaning = info.meaning !== undefined ? ` (${info.meaning})` : "";
    list.append(
      el("li", {}, el("span", { className: "letter", text: info.text }), `${meaning} · `, ...lineLinks(info, reveal)),
    );
  }
  return [el("h2", { text: `${String(first.source)} → ${String(first.target)}: ${texts.join(" | ")}` }), list];
}

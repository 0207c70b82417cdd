"""Cable (thesis §7.3): labelling whole concepts of scenarios good or bad.

Labelling a concept gives its label to all of its scenarios (or only to its unlabelled ones),
so the concepts below it — whose scenarios are a subset — become Labeled, and those above it
PartlyLabeled; each scenario keeps one label, the last given. The specification is then mined
again from the scenarios labelled good. The labels are kept in a JSON file keyed by the
standardised word, with the number of labelling decisions made.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from errlang.mining.lattice import Concept, Lattice, Word
from errlang.mining.sk_strings import Learned, learn

LabelState = Literal["Unlabeled", "PartlyLabeled", "Labeled"]
GOOD, BAD = "good", "bad"


class LabelError(ValueError):
    """A bad labels file or a label command naming an unknown concept."""


@dataclass(frozen=True)
class Labels:
    """The label of each labelled scenario word and how many decisions gave them."""

    labels: Mapping[Word, str] = field(default_factory=dict)
    decisions: int = 0


def concept_state(concept: Concept, lattice: Lattice, labels: Labels) -> LabelState:
    """Unlabeled / PartlyLabeled / Labeled (§7.3.1; the empty concept is Labeled)."""
    labelled = sum(1 for i in concept.extent if lattice.words[i] in labels.labels)
    if labelled == len(concept.extent):
        return "Labeled"
    return "Unlabeled" if labelled == 0 else "PartlyLabeled"


def label(
    lattice: Lattice, index: int, name: str, labels: Labels, *, only_unlabeled: bool = False
) -> Labels:
    """One decision: ``name`` on the scenarios of concept ``index`` (§7.3.1 "Label traces")."""
    if not 0 <= index < len(lattice.concepts):
        raise LabelError(f"no concept {index} (the lattice has {len(lattice.concepts)})")
    if not name:
        raise LabelError("a label must not be empty")
    updated = dict(labels.labels)
    for i in lattice.concepts[index].extent:
        word = lattice.words[i]
        if not only_unlabeled or word not in updated:
            updated[word] = name
    return Labels(updated, labels.decisions + 1)


def words_labelled(labels: Labels, name: str, counts: Counter[Word]) -> Counter[Word]:
    """The training multiset restricted to the words labelled ``name``."""
    return Counter({w: c for w, c in counts.items() if labels.labels.get(w) == name})


def concept_automaton(
    lattice: Lattice, index: int, counts: Counter[Word], learner: str = "auto"
) -> Learned | None:
    """The FA view of a concept (§7.3.1): the automaton learned from its scenarios."""
    words = Counter(
        {lattice.words[i]: counts[lattice.words[i]] for i in lattice.concepts[index].extent}
    )
    return learn(words, learner) if words else None


def simulate(lattice: Lattice, oracle: Callable[[Word], str]) -> Labels:
    """A user who knows the right label of every scenario (``oracle``) and labels, each time,
    the concept with the most unlabelled scenarios that all deserve one label (§7.3.2's
    top-down strategy); scenarios no concept separates are labelled one by one."""
    labels = Labels()
    while len(labels.labels) < len(lattice.words):
        best: tuple[int, int, str] | None = None
        for concept in lattice.concepts:
            open_words = [
                lattice.words[i] for i in concept.extent if lattice.words[i] not in labels.labels
            ]
            verdicts = {oracle(w) for w in open_words}
            if len(verdicts) == 1 and (best is None or len(open_words) > best[0]):
                best = (len(open_words), concept.index, verdicts.pop())
        if best is None:
            word = next(w for w in lattice.words if w not in labels.labels)
            labels = Labels({**labels.labels, word: oracle(word)}, labels.decisions + 1)
            continue
        labels = label(lattice, best[1], best[2], labels, only_unlabeled=True)
    return labels


def lattice_json(lattice: Lattice, labels: Labels) -> dict[str, Any]:
    """The lattice with each concept's label state (``errlang cable lattice --json``; the form
    an editor view would draw)."""
    return {
        "concepts": [
            {
                "id": k.index,
                "state": concept_state(k, lattice, labels),
                "scenarios": [list(lattice.words[i]) for i in sorted(k.extent)],
                "labels": [labels.labels.get(lattice.words[i]) for i in sorted(k.extent)],
                "transitions": sorted(k.intent),
                "parents": list(k.parents),
                "children": list(k.children),
            }
            for k in lattice.concepts
        ],
        "top": lattice.top,
        "distinct_scenarios": len(lattice.words),
        "labelled": len(labels.labels),
        "decisions": labels.decisions,
    }


def write_labels(path: str | Path, labels: Labels) -> None:
    data = {
        "decisions": labels.decisions,
        "labels": [{"word": list(w), "label": name} for w, name in labels.labels.items()],
    }
    Path(path).write_text(json.dumps(data, indent=2) + "\n")


def read_labels(path: str | Path) -> Labels:
    """The labels saved by :func:`write_labels`; no file: no labels yet."""
    file = Path(path)
    if not file.exists():
        return Labels()
    try:
        data = json.loads(file.read_text())
        return Labels(
            {tuple(str(a) for a in item["word"]): str(item["label"]) for item in data["labels"]},
            int(data.get("decisions", 0)),
        )
    except (json.JSONDecodeError, KeyError, TypeError, ValueError) as error:
        raise LabelError(f"{path}: not a labels file ({error})") from error

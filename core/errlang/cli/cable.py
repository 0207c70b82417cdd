"""`errlang cable ACTION (FILE.c | --traces T.jsonl) --seed P --labels L.json`: Cable's
labelling from the command line (thesis §7.3; docs/mining.md).

Actions: ``lattice`` (the concepts, their label states and transitions), ``view --concept
N`` (the automaton of concept N's scenarios), ``label --concept N --as good|bad`` (one
decision, saved in the labels file), ``auto --bad REGEX`` (a scripted user: a scenario is bad
when its word matches REGEX; labels whole concepts and reports the number of decisions). Then
``errlang mine … --labels L.json`` mines from the scenarios labelled good.
"""

from __future__ import annotations

import argparse
import json
import re
import sys

from errlang.cli.main import EXIT_BAD_INPUT, EXIT_OK
from errlang.cli.mine import USER_ERRORS, add_trace_options, load_traces, mined_from, spec_text
from errlang.mining.spec import Specification, spec_to_json


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("cable", help="label clusters of scenarios good or bad (Cable)")
    parser.add_argument("action", choices=("lattice", "view", "label", "auto"))
    add_trace_options(parser)
    parser.add_argument("--labels", required=True, metavar="L.json", help="the labels file")
    parser.add_argument("--concept", type=int, help="the concept (view, label)")
    parser.add_argument("--as", dest="label", metavar="LABEL", help="the label: good or bad")
    parser.add_argument("--unlabeled", action="store_true", help="label only unlabelled ones")
    parser.add_argument("--bad", metavar="REGEX", help="auto: a scenario matching REGEX is bad")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from errlang.mining import cable as c  # loads the concept-analysis package
    from errlang.mining.lattice import build_lattice

    try:
        traces, _ = load_traces(args)
        mined = mined_from(args, traces, None)  # the reference: mined from every scenario
        lattice = build_lattice(
            tuple(w for w, _ in mined.counts.most_common()), mined.specification.machine
        )
        labels = c.read_labels(args.labels)
        if args.action == "label":
            if args.concept is None or not args.label:
                raise ValueError("label needs a concept number and a label")
            labels = c.label(
                lattice, args.concept, args.label, labels, only_unlabeled=args.unlabeled
            )
            c.write_labels(args.labels, labels)
        elif args.action == "auto":
            if not args.bad:
                raise ValueError("auto needs --bad REGEX")
            pattern = re.compile(args.bad)
            labels = c.simulate(
                lattice, lambda w: c.BAD if pattern.search(" ; ".join(w)) else c.GOOD
            )
            c.write_labels(args.labels, labels)
        elif args.action == "view" and not 0 <= (
            -1 if args.concept is None else args.concept
        ) < len(lattice.concepts):
            raise ValueError(f"view needs a concept number below {len(lattice.concepts)}")
    except (*USER_ERRORS, re.error) as error:
        print(f"errlang cable: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.action == "view":
        learned = c.concept_automaton(lattice, args.concept, mined.counts)
        if learned is None:
            print(json.dumps(None) if args.json else f"concept {args.concept} has no scenarios")
            return EXIT_OK
        spec = mined.specification
        view = Specification(
            learned.machine,
            spec.seed,
            spec.radius,
            learned.heuristic,
            learned.k,
            learned.s,
            learned.mml,
        )
        print(json.dumps(spec_to_json(view), indent=2) if args.json else spec_text(view))
        return EXIT_OK
    if args.json:
        print(json.dumps(c.lattice_json(lattice, labels), indent=2))
        return EXIT_OK
    states = {k.index: c.concept_state(k, lattice, labels) for k in lattice.concepts}
    for k in lattice.concepts:
        size = len(k.extent)
        print(
            f"concept {k.index}: {states[k.index]}, {size} scenario(s), "
            f"{len(k.intent)} transition(s), below {list(k.parents) or '-'}"
        )
        for i in sorted(k.extent):
            mark = labels.labels.get(lattice.words[i], "-")
            print(f"    [{mark}] {' ; '.join(lattice.words[i])}")
    print(
        f"{len(labels.labels)} of {len(lattice.words)} distinct scenarios labelled "
        f"with {labels.decisions} decision(s)"
    )
    return EXIT_OK

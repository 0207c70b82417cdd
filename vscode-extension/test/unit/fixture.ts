import { readFileSync } from "node:fs";
import * as path from "node:path";
import type { AutomatonJson } from "../../src/shared/protocol";

export const FIXTURES = path.join(__dirname, "..", "fixtures");

/** A fresh copy of the vending-machine automaton fixture. */
export function vending(): AutomatonJson {
  return JSON.parse(readFileSync(path.join(FIXTURES, "vending.automaton.json"), "utf8")) as AutomatonJson;
}

/** A 20-state automaton shaped like a bank account's failing runs (deep and branching). */
export function bank20(): AutomatonJson {
  return JSON.parse(readFileSync(path.join(FIXTURES, "bank20.automaton.json"), "utf8")) as AutomatonJson;
}

/** The PAC model errlang learned for bank.c's assertion with the overdraft fixed (it holds): 11 states, all accepting. */
export function pacHolds(): AutomatonJson {
  return JSON.parse(readFileSync(path.join(FIXTURES, "pac-holds.automaton.json"), "utf8")) as AutomatonJson;
}

/** errlang explain's automaton of examples/bank.c line 34 (8 states, transition types, neighbourhoods 0-5). */
export function bankExplained(): AutomatonJson {
  return JSON.parse(readFileSync(path.join(FIXTURES, "bank.explained.automaton.json"), "utf8")) as AutomatonJson;
}

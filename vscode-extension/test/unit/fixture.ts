import { readFileSync } from "node:fs";
import * as path from "node:path";
import type { AutomatonJson } from "../../src/shared/protocol";

export const FIXTURES = path.join(__dirname, "..", "fixtures");

/** A fresh copy of the vending-machine automaton fixture. */
export function vending(): AutomatonJson {
  return JSON.parse(readFileSync(path.join(FIXTURES, "vending.automaton.json"), "utf8")) as AutomatonJson;
}

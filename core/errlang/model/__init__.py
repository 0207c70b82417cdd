"""Models of reactive C code (DESIGN §9; Jeppu, Melham, Kroening: active learning of abstract
system models from traces): learn an automaton over valuations of observables from traces of a
step function, prove it complete by 1-induction, report its conditions as invariants."""

from errlang.model.errors import ModelError
from errlang.model.loop import learn_model
from errlang.model.results import ModelResult
from errlang.model.system import ReactiveSystem, build_system

__all__ = ["ModelError", "ModelResult", "ReactiveSystem", "build_system", "learn_model"]

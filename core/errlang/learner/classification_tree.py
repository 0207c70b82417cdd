"""The Kearns–Vazirani classification tree (Kearns & Vazirani 1994, ch. 8).

Inner nodes hold a *discriminator* (an experiment suffix v), leaves an *access string* u that
represents one hypothesis state. Sifting a word x from a node labelled v follows the branch
member(x·v); two access strings in different leaves are separated by the discriminator of
their lowest common ancestor. The root's discriminator is ε, so the root's branch is a state's
acceptance. A branch of the root may be empty until a state with that acceptance is found.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from errlang.automata.dfa import Word


@dataclass(eq=False)
class Node:
    """A tree node: a leaf when ``discriminator`` is ``None`` (then ``state`` and ``access``
    identify the hypothesis state), an inner node otherwise."""

    discriminator: Word | None = None
    children: dict[bool, Node] = field(default_factory=dict)
    parent: Node | None = None
    state: int = -1
    access: Word = ()

    @property
    def is_leaf(self) -> bool:
        return self.discriminator is None


class ClassificationTree:
    """A classification tree whose membership answers come from ``membership``."""

    def __init__(self, membership: Callable[[Word], bool]):
        self.membership = membership
        self.root = Node(discriminator=())
        self.leaves: list[Node] = []  # indexed by state

    def _new_leaf(self, parent: Node, branch: bool, access: Word) -> Node:
        leaf = Node(parent=parent, state=len(self.leaves), access=access)
        parent.children[branch] = leaf
        self.leaves.append(leaf)
        return leaf

    def sift(self, word: Word, start: Node | None = None) -> tuple[Node, bool]:
        """Sift ``word`` down from ``start`` (default: the root) to a leaf. When it falls
        into an empty branch, a new leaf with access string ``word`` is created there; the
        flag says whether that happened."""
        node = self.root if start is None else start
        while node.discriminator is not None:
            branch = self.membership(word + node.discriminator)
            child = node.children.get(branch)
            if child is None:
                return self._new_leaf(node, branch, word), True
            node = child
        return node, False

    def split(self, leaf: Node, access: Word, discriminator: Word) -> tuple[Node, Node]:
        """Replace ``leaf`` by an inner node labelled ``discriminator`` whose children are the
        old state (same state number) and a new state with access string ``access``; the
        discriminator must separate the two. Returns (the inner node, the new leaf); the old
        state's leaf is then ``leaves[leaf.state]``."""
        old_branch = self.membership(leaf.access + discriminator)
        new_branch = self.membership(access + discriminator)
        if old_branch == new_branch:
            raise ValueError(f"{discriminator!r} does not separate {leaf.access!r} and {access!r}")
        inner = leaf  # reuse the node object as the inner node: its parent link stays valid
        old = Node(parent=inner, state=leaf.state, access=leaf.access)
        self.leaves[leaf.state] = old
        inner.discriminator, inner.state, inner.access = discriminator, -1, ()
        inner.children = {old_branch: old}
        new = self._new_leaf(inner, new_branch, access)
        return inner, new

    def accepting(self, state: int) -> bool:
        """A state's acceptance: the root branch its leaf lies under (member(access · ε))."""
        node = self.leaves[state]
        while node.parent is not None and node.parent is not self.root:
            node = node.parent
        return next(b for b, child in self.root.children.items() if child is node)

    def separator(self, p: int, q: int) -> Word:
        """The discriminator of the lowest common ancestor of states ``p`` and ``q``."""
        ancestors: set[int] = set()
        node: Node | None = self.leaves[p]
        while node is not None:
            ancestors.add(id(node))
            node = node.parent
        node = self.leaves[q]
        while id(node) not in ancestors:
            assert node.parent is not None
            node = node.parent
        assert node.discriminator is not None
        return node.discriminator

/* empty: the test double needs no PyMemberDef */

"""Confirming a call through a null function pointer (issue 29's gap, item 2).

gcc's sanitizers see a jump to address 0 only as ``SEGV on unknown address 0x000000000000
(pc 0x000000000000)``: the program counter is 0 and ASan's unwinder (by frame pointers) skips
the caller, so the report names no line of the program ("not-reproduced … at
libc_start_call_main.h:58"). The sanitized replay therefore links one more unit,
:data:`WATCH_SOURCE`, compiled without the sanitizers: a ``SIGSEGV`` handler installed after
ASan's (``allow_user_segv_handler=1``) that, when the faulting pc is 0, reads the return
address the call left at the top of the stack and writes it, as an offset into its module
(``dladdr``), before handing the signal to ASan's handler. :func:`null_call_site` turns that
offset into the call's file and line with ``addr2line`` (the return address minus one is in
the call instruction). x86-64 Linux only; elsewhere the report stays ASan's, and the finding
is ``not-reproduced`` with ASan's words.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

WATCH_SOURCE = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>
static struct sigaction errlang_asan_segv;
static void errlang_segv(int sig, siginfo_t *info, void *context) {
#if defined(__x86_64__) && defined(__linux__)
  ucontext_t *uc = (ucontext_t *)context;
  if (uc->uc_mcontext.gregs[REG_RIP] == 0) {
    unsigned long back = *(unsigned long *)uc->uc_mcontext.gregs[REG_RSP];
    Dl_info where;
    if (dladdr((void *)back, &where) && where.dli_fname) {
      char text[1200];
      int n = snprintf(text, sizeof text, "errlang: null function call, returning to %s+0x%lx\n",
                       where.dli_fname, back - (unsigned long)where.dli_fbase);
      if (n > 0) write(2, text, (size_t)n);
    }
  }
#endif
  if (errlang_asan_segv.sa_flags & SA_SIGINFO) {
    errlang_asan_segv.sa_sigaction(sig, info, context);
  } else if (errlang_asan_segv.sa_handler != SIG_DFL && errlang_asan_segv.sa_handler != SIG_IGN) {
    errlang_asan_segv.sa_handler(sig);
  } else {
    signal(sig, SIG_DFL);
    raise(sig);
  }
}
__attribute__((constructor)) static void errlang_watch_null_calls(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = errlang_segv;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigaction(SIGSEGV, &action, &errlang_asan_segv);
}
"""
WATCH_FLAGS = ("-std=gnu11", "-g", "-O0", "-w")
ASAN_OPTION = "allow_user_segv_handler=1"
_LINE = re.compile(
    r"^errlang: null function call, returning to (?P<module>.+)\+0x(?P<at>[0-9a-f]+)$", re.M
)
_WHERE = re.compile(r"^(?P<file>.+):(?P<line>\d+)(?: \(discriminator \d+\))?$")


def null_call_site(stderr: str) -> tuple[str, int] | None:
    """The file and line of the call through a null pointer the watch reported in ``stderr``
    (None if it reported none, or ``addr2line`` cannot say)."""
    found = _LINE.search(stderr)
    tool = shutil.which("addr2line")
    if found is None or tool is None:
        return None
    offset = int(found["at"], 16) - 1  # inside the call instruction
    try:
        done = subprocess.run(
            [tool, "-e", found["module"], hex(offset)], capture_output=True, text=True, timeout=30
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    where = _WHERE.match(done.stdout.strip().splitlines()[0] if done.stdout.strip() else "")
    if where is None or where["file"].startswith("??"):
        return None
    return Path(where["file"]).name, int(where["line"])

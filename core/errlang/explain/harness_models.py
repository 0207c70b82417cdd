"""The C models whose drawn values a replay feeds back (docs/replay.md, "Values drawn inside
C models").

errlang's models of the clock (``include/models/time.c``), of the processor's CPUID
(``cpuid.c``) and of ``read(2)`` (``unistd.c``) draw values inside: the time, the registers,
the bytes read. Each drawn value is an input of the run, named by the program's call of the
model (``time() at line 12``: the encoder's ``InputHandlers._model_call``). A replay
runs the same model with those values instead of the C library's: the program's call
``time(&t)`` at line 12 becomes ``__errlang_model_time(12, &t)``, defined below in the
runtime's translation unit, which draws its values from the replay's inputs in the order the
model draws them (so the two must be kept in step: a test replays each).

``getenv``'s model draws whether the variable is set and its value: the replay sets the
variable for real (the C library's ``getenv`` answers), and checks that the run's calls of one
name agree. ``fopen``'s failure is drawn by its model too; a file it opens for reading holds
the bytes the run read (the replay writes them to a file named by ``ERRLANG_REPLAY_FILE``, when the
run opened one file and read no other stream). The other models that draw values (a read
error of ``fgets``, the stream functions' write failures, ``fstat``) are not replayed yet:
their values are left out of the inputs a replay feeds, and the replay says so
(:func:`unreplayed_models`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from errlang.explain.stdin import is_stream_input
from errlang.teacher.runs import call_words

# the models replayed below: the program calls them, the runtime draws their values
REPLAYED_MODELS = frozenset(
    {
        "time",
        "clock",
        "clock_gettime",
        "timespec_get",
        "gettimeofday",
        "__get_cpuid_max",
        "__get_cpuid_count",
        "__get_cpuid",
        "__errlang_cpuid",
        "read",
        "pread",
        "fopen",
        "getenv",
    }
)
# the models whose drawn value is the end-of-file or error choice of a read (stdio.c's
# __errlang_after_read: 0 end of file, 1 an error): a real file gives the end of file
READ_MODELS = frozenset(
    {"fgets", "fread", "getline", "getdelim", "__errlang_after_read", "__errlang_read_byte"}
    | {"__errlang_after_scanf"}  # 0: no pushed-back character dropped, no indicator set
)
FILE_VARIABLE = "ERRLANG_REPLAY_FILE"  # the bytes a file the program opens for reading holds
# several files: "LINE=PATH;…", the bytes of the file each fopen (by its line) opens
FILES_VARIABLE = "ERRLANG_REPLAY_FILES"

# Prototypes in the regenerated user code (basic types only: they never clash with the
# program's declarations; a pointer argument is passed as ``void *``).
MODEL_PROTOTYPES = """\
long __errlang_model_time(int line, void *result);
long __errlang_model_clock(int line);
int __errlang_model_clock_gettime(int line, int clock, void *now);
int __errlang_model_timespec_get(int line, void *now, int base);
int __errlang_model_gettimeofday(int line, void *now, void *zone);
unsigned int __errlang_model___get_cpuid_max(int line, unsigned int ext, void *sig);
int __errlang_model___get_cpuid_count(int line, unsigned int leaf, unsigned int subleaf,
                                      void *eax, void *ebx, void *ecx, void *edx);
int __errlang_model___get_cpuid(int line, unsigned int leaf, void *eax, void *ebx, void *ecx,
                                void *edx);
void __errlang_model___errlang_cpuid(int line, unsigned int leaf, unsigned int subleaf,
                                     void *eax, void *ebx, void *ecx, void *edx);
long __errlang_model_read(int line, int fd, void *buffer, unsigned long size);
long __errlang_model_pread(int line, int fd, void *buffer, unsigned long size, long offset);
void *__errlang_model_fopen(int line, const char *path, const char *mode);
char *__errlang_model_getenv(int line, const char *name);
"""

# The runtime's side: each function draws in the order of errlang's model (include/models).
MODELS_C = r"""
#include <errno.h>
#include <sys/time.h>
#include <time.h>

static long long errlang_drawn(const char *model, int line) {
  int negative;
  unsigned long long bits = __errlang_next(model, line, &negative);
  if (negative == FLOAT_MARK)
    __errlang_bad_value(model, line);
  return (long long)bits;
}

/* time.c */
long __errlang_model_time(int line, void *result) {
  long now = (long)errlang_drawn("time", line);
  if (result)
    *(time_t *)result = now;
  return now;
}
long __errlang_model_clock(int line) { return (long)errlang_drawn("clock", line); }
static int errlang_gettime(const char *model, int line, struct timespec *now) {
  now->tv_sec = (time_t)errlang_drawn(model, line);
  now->tv_nsec = (long)errlang_drawn(model, line);
  return 0;
}
int __errlang_model_clock_gettime(int line, int clock, void *now) {
  (void)clock;
  return errlang_gettime("clock_gettime", line, now);
}
int __errlang_model_timespec_get(int line, void *now, int base) {
  if (base != TIME_UTC)
    return 0;
  errlang_gettime("timespec_get", line, now);
  return base;
}
int __errlang_model_gettimeofday(int line, void *now, void *zone) {
  struct timeval *given = now;
  (void)zone;
  given->tv_sec = (time_t)errlang_drawn("gettimeofday", line);
  given->tv_usec = (suseconds_t)errlang_drawn("gettimeofday", line);
  return 0;
}

/* cpuid.c */
static unsigned int errlang_cpuid_max(const char *model, int line, unsigned int *sig) {
  unsigned int highest = (unsigned int)errlang_drawn(model, line);
  if (sig)
    *sig = (unsigned int)errlang_drawn(model, line);
  return highest;
}
static void errlang_registers(const char *model, int line, void *eax, void *ebx, void *ecx,
                              void *edx) {
  *(unsigned int *)eax = (unsigned int)errlang_drawn(model, line);
  *(unsigned int *)ebx = (unsigned int)errlang_drawn(model, line);
  *(unsigned int *)ecx = (unsigned int)errlang_drawn(model, line);
  *(unsigned int *)edx = (unsigned int)errlang_drawn(model, line);
}
unsigned int __errlang_model___get_cpuid_max(int line, unsigned int ext, void *sig) {
  (void)ext;
  return errlang_cpuid_max("__get_cpuid_max", line, sig);
}
static int errlang_cpuid_count(const char *model, int line, unsigned int leaf, void *eax,
                               void *ebx, void *ecx, void *edx) {
  unsigned int highest = errlang_cpuid_max(model, line, NULL);
  if (highest == 0 || highest < leaf)
    return 0;
  errlang_registers(model, line, eax, ebx, ecx, edx);
  return 1;
}
int __errlang_model___get_cpuid_count(int line, unsigned int leaf, unsigned int subleaf,
                                      void *eax, void *ebx, void *ecx, void *edx) {
  (void)subleaf;
  return errlang_cpuid_count("__get_cpuid_count", line, leaf, eax, ebx, ecx, edx);
}
int __errlang_model___get_cpuid(int line, unsigned int leaf, void *eax, void *ebx, void *ecx,
                                void *edx) {
  return errlang_cpuid_count("__get_cpuid", line, leaf, eax, ebx, ecx, edx);
}
void __errlang_model___errlang_cpuid(int line, unsigned int leaf, unsigned int subleaf,
                                     void *eax, void *ebx, void *ecx, void *edx) {
  (void)leaf;
  (void)subleaf;
  errlang_registers("__errlang_cpuid", line, eax, ebx, ecx, edx);
}

/* unistd.c: the count (-1: an error, errno drawn), then each byte */
static long errlang_read(const char *model, int line, void *buffer) {
  unsigned char *bytes = buffer;
  long count = (long)errlang_drawn(model, line), i;
  if (count < 0) {
    errno = (int)errlang_drawn(model, line);
    return -1;
  }
  for (i = 0; i < count; i++)
    bytes[i] = (unsigned char)errlang_drawn(model, line);
  return count;
}
long __errlang_model_read(int line, int fd, void *buffer, unsigned long size) {
  (void)fd;
  (void)size;
  return errlang_read("read", line, buffer);
}
long __errlang_model_pread(int line, int fd, void *buffer, unsigned long size, long offset) {
  (void)fd;
  (void)size;
  (void)offset;
  return errlang_read("pread", line, buffer);
}

/* stdio.c's fopen: a bad path or mode fails without a draw; then whether it fails is drawn.
 * Opened for reading, the file is the run's bytes (ERRLANG_REPLAY_FILE, when the replay
 * gives them), else the path in the replay's own directory. */
static const char *errlang_file_of(int line, char *path, size_t size) {
  const char *files = getenv("ERRLANG_REPLAY_FILES");
  int at, used;
  while (files && sscanf(files, "%d=%n", &at, &used) == 1) {
    const char *end = strchr(files + used, ';');
    size_t n = end ? (size_t)(end - files - used) : strlen(files + used);
    if (at == line && n < size) {
      memcpy(path, files + used, n);
      path[n] = 0;
      return path;
    }
    files = end ? end + 1 : NULL;
  }
  return NULL;
}
void *__errlang_model_fopen(int line, const char *path, const char *mode) {
  char own[1024];
  const char *bytes = getenv("ERRLANG_REPLAY_FILE");
  int reading = mode[0] == 'r' && mode[1] != '+' && (mode[1] == 0 || mode[2] != '+');
  if (path[0] == 0) {
    errno = ENOENT;
    return NULL;
  }
  if (mode[0] != 'r' && mode[0] != 'w' && mode[0] != 'a') {
    errno = EINVAL;
    return NULL;
  }
  if (errlang_drawn("fopen", line)) {
    errno = reading ? ENOENT : EACCES;
    return NULL;
  }
  if (reading && errlang_file_of(line, own, sizeof own))
    return fopen(own, mode);
  return fopen(reading && bytes ? bytes : path, mode);
}

/* getenv.c: whether the variable is unset (1), else its length and bytes. The replay's
 * environment is the run's: the variable is set to the drawn value (or unset) for real and the
 * C library's getenv returns it; a later call of the run that draws another value for the same
 * name is no real environment (reported as "environment"). */
static char errlang_names[32][128];
static int errlang_named;
char *__errlang_model_getenv(int line, const char *name) {
  char value[64], report[300];
  long length = 0, i;
  int unset, k;
  const char *now;
  if (name[0] == 0)
    return getenv(name);
  unset = errlang_drawn("getenv", line) != 0;
  if (!unset) {
    length = (long)errlang_drawn("getenv", line);
    if (length < 0 || length > 63)
      __errlang_bad_value("getenv", line);
    for (i = 0; i < length; i++)
      if ((value[i] = (char)errlang_drawn("getenv", line)) == 0)
        __errlang_bad_value("getenv", line);
  }
  value[length] = 0;
  for (k = 0; k < errlang_named && strcmp(errlang_names[k], name) != 0; k++)
    ;
  if (k < errlang_named || strlen(name) >= sizeof errlang_names[0] || errlang_named == 32) {
    now = getenv(name);
    if (unset ? now != NULL : now == NULL || strcmp(now, value) != 0) {
      snprintf(report, sizeof report, "environment %d %.127s %ld\n", line, name,
               errlang_used);
      errlang_finish(73, report);
    }
    return (char *)now;
  }
  strcpy(errlang_names[errlang_named++], name);
  if (unset)
    unsetenv(name);
  else
    setenv(name, value, 1);
  return getenv(name);
}
"""


def replayed_models(library: Collection[str], defined: Collection[str]) -> frozenset[str]:
    """The models a harness replays: those the program links (``library``: its C models) and
    does not define itself."""
    return frozenset(REPLAYED_MODELS & set(library)) - set(defined)


def unreplayed_models(
    library: Collection[str],
    inputs: Sequence[int | Mapping[str, object]],
    file: bool = False,
    fed: Collection[str] = (),
) -> tuple[list[int | Mapping[str, object]], list[str]]:
    """``inputs`` without the values drawn inside models a replay does not run (``fgets``'
    end of file or error: the C library's own ``fgets`` runs), and those calls in words
    (``fgets() at line 7``), once each; ``file``: the reads are a real file's, whose end
    is the end of file the model drew (0), not said; ``fed``: the input functions the
    harness feeds (every other model's drawn value is left out and said)."""
    kept: list[int | Mapping[str, object]] = []
    left: dict[str, None] = {}
    for given in inputs:
        function = str(given.get("function")) if isinstance(given, Mapping) else ""
        if file and function in READ_MODELS and isinstance(given, Mapping):
            if str(given.get("value")) == "0":
                continue
            line = given.get("line") if isinstance(given, Mapping) else None
            left[call_words(function, line if isinstance(line, int) else None)] = None
            continue
        if isinstance(given, Mapping) and _unrun(function, library, fed):
            line = given.get("line")
            left[call_words(function, line if isinstance(line, int) else None)] = None
            continue
        kept.append(given)
    return kept, list(left)


def _unrun(function: str, library: Collection[str], fed: Collection[str]) -> bool:
    """A value drawn inside a C model the replay does not run (fwrite's failure, strerror's
    text: the C library's function runs and takes no input), not an input the harness feeds
    (``fed``: the program's input functions; stream reads; the models replayed)."""
    return (
        function in library
        and function not in REPLAYED_MODELS
        and function not in READ_MODELS
        and function not in fed
        and not is_stream_input(function)
    )

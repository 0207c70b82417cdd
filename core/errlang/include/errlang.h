/* errlang.h — markers for errlang's `events` alphabet.
 * ERRLANG_EVENT(name) records the event `name` in the run's word.  Compiled with a normal
 * C compiler it does nothing, so annotated programs still build and run. */
#ifndef ERRLANG_H
#define ERRLANG_H
void __errlang_event(const char *name);
#ifdef __ERRLANG__
#define ERRLANG_EVENT(name) __errlang_event(#name)
#else
#define ERRLANG_EVENT(name) ((void)0)
#endif
#endif

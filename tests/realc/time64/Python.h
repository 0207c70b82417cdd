/* A stub of CPython's header for a harness: time64.c includes it (to fix -std=c99 builds) and
 * takes assert, memset, memcpy and errno from what CPython's Python.h includes. */
#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The part of Node's N-API that bufferutil.c uses, as a test double a user writes to call the
 * addon from C (not Node's header): values are plain structs, functions registered with
 * napi_create_function keep their callback pointer, objects keep named properties. */
#ifndef NODE_API_STUB_H
#define NODE_API_STUB_H
#include <stddef.h>
#include <stdint.h>

typedef enum { napi_ok, napi_invalid_arg } napi_status;
typedef struct napi_env__ *napi_env;
typedef struct napi_value__ *napi_value;
typedef struct napi_callback_info__ *napi_callback_info;
typedef napi_value (*napi_callback)(napi_env env, napi_callback_info info);

struct napi_value__ {
  uint8_t *data;        /* a buffer's bytes */
  size_t length;        /* a buffer's length */
  int64_t number;       /* a number */
  napi_callback call;   /* a function's callback */
  const char *name;     /* the property name it is stored under */
  napi_value next;      /* the next property of the same object */
  napi_value properties;
};
struct napi_callback_info__ {
  size_t argc;
  napi_value *argv;
};

napi_status napi_get_cb_info(napi_env env, napi_callback_info info, size_t *argc,
                             napi_value *argv, napi_value *this_arg, void **data);
napi_status napi_get_buffer_info(napi_env env, napi_value value, void **data, size_t *length);
napi_status napi_get_value_int64(napi_env env, napi_value value, int64_t *result);
napi_status napi_create_function(napi_env env, const char *name, size_t length,
                                 napi_callback cb, void *data, napi_value *result);
napi_status napi_set_named_property(napi_env env, napi_value object, const char *name,
                                    napi_value value);
#define NAPI_MODULE(name, init)
#endif

/* Definitions of the N-API test double (node_api.h). */
#include <string.h>
#include "node_api.h"

static struct napi_value__ functions[4];
static int made;

napi_status napi_get_cb_info(napi_env env, napi_callback_info info, size_t *argc,
                             napi_value *argv, napi_value *this_arg, void **data) {
  size_t n = *argc < info->argc ? *argc : info->argc;
  for (size_t i = 0; i < n; i++) argv[i] = info->argv[i];
  *argc = info->argc;
  return napi_ok;
}

napi_status napi_get_buffer_info(napi_env env, napi_value value, void **data, size_t *length) {
  *data = value->data;
  if (length) *length = value->length;
  return napi_ok;
}

napi_status napi_get_value_int64(napi_env env, napi_value value, int64_t *result) {
  *result = value->number;
  return napi_ok;
}

napi_status napi_create_function(napi_env env, const char *name, size_t length,
                                 napi_callback cb, void *data, napi_value *result) {
  if (made == 4) return napi_invalid_arg;
  functions[made].call = cb;
  *result = &functions[made++];
  return napi_ok;
}

napi_status napi_set_named_property(napi_env env, napi_value object, const char *name,
                                    napi_value value) {
  value->name = name;
  value->next = object->properties;
  object->properties = value;
  return napi_ok;
}

static napi_value property(napi_value object, const char *name) {
  for (napi_value p = object->properties; p; p = p->next)
    if (strcmp(p->name, name) == 0) return p;
  return 0;
}

#include "api.h"
struct DictStruct { int size; };
typedef struct DictStruct DictInternal;
#define Dict DictInternal
struct StateStruct { Dict *dictionary; int count; };

/* A user's test of libyaml's parser (the C files of the ruamel.yaml.clib 0.2.15 sdist; MIT,
 * LICENSE): the events of a small document, and a document with one input byte. */
#include "yaml.h"
#include <assert.h>
#include <string.h>

unsigned char nondet_uchar(void);

static int events(const unsigned char *text, size_t size, yaml_event_type_t *types, int max) {
  yaml_parser_t parser;
  yaml_event_t event;
  int count = 0;
  if (!yaml_parser_initialize(&parser))
    return -1;
  yaml_parser_set_input_string(&parser, text, size);
  for (;;) {
    if (!yaml_parser_parse(&parser, &event)) {
      count = -1;
      break;
    }
    int end = event.type == YAML_STREAM_END_EVENT;
    if (count < max)
      types[count] = event.type;
    count++;
    yaml_event_delete(&event);
    if (end)
      break;
  }
  yaml_parser_delete(&parser);
  return count;
}

int main(void) {
  yaml_event_type_t types[8];
  int n = events((const unsigned char *)"a", 1, types, 8);
  assert(n == 5);
  assert(types[0] == YAML_STREAM_START_EVENT && types[2] == YAML_SCALAR_EVENT);
  unsigned char doc[1];
  doc[0] = nondet_uchar();
  n = events(doc, 1, types, 8);
  assert(n == -1 || n >= 2);
  return 0;
}

/* errlang's <sys/poll.h>: <poll.h>. */
#include <poll.h>

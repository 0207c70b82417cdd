typedef struct DictStruct Dict;
typedef struct ReaderStruct Reader;
struct ReaderStruct { int pos; };
int reader_init(Reader *r);
int sum(const unsigned char *data, int n);
int apply(int (*f)(int), int x);

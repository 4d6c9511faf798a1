// libpng 1.6, whose simplified API reads and writes without setjmp.
#include <png.h>

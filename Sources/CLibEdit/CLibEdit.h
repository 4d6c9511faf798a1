// The system libedit (BSD editline), from Debian's libedit-dev.
#include <histedit.h>

// SQLite's C API, from Debian's libsqlite3-dev.
#include <sqlite3.h>

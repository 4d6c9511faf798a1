// The header only declares libFuzzer's driver; this file gives the target something to compile.
#include "CFuzzDriver.h"

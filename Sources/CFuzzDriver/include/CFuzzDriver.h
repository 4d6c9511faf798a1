#ifndef DOGSH_FUZZ_DRIVER_H
#define DOGSH_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for programs that keep their own main (LLVM 13 and later).
/// Declared only: it is defined by libFuzzer, which is linked in fuzzing builds alone.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif

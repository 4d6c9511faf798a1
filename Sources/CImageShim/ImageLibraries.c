#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

#define DOGSH_IMAGE_LIBRARIES_LOADER
#include "ImageLibraries.h"

image_libraries dogsh_image_library_table;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[256];
static int loaded = 0;

static void *open_first(const char *const *names, size_t count) {
    void *library = NULL;
    for (size_t i = 0; i < count && library == NULL; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    return library;
}

static void *resolve(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && load_error[0] == 0) snprintf(load_error, sizeof load_error, "%s is missing from its library", name);
    return symbol;
}

/* The sonames match the headers dogsh was built with: libjpeg 6.2 ABI (libjpeg-turbo) and libpng 1.6. */
static void load(void) {
    static const char *const jpeg_names[] = {"libjpeg.so.62", "libjpeg.so"};
    static const char *const png_names[] = {"libpng16.so.16", "libpng16.so"};
    void *jpeg = open_first(jpeg_names, 2);
    void *png = open_first(png_names, 2);
    if (jpeg == NULL || png == NULL) {
        snprintf(load_error, sizeof load_error, "%s is not installed (Debian and Ubuntu: apt-get install %s)",
                 jpeg == NULL ? "libjpeg" : "libpng", jpeg == NULL ? "libjpeg62-turbo" : "libpng16-16");
        return;
    }
    image_libraries *t = &dogsh_image_library_table;
    t->jpeg_std_error = resolve(jpeg, "jpeg_std_error");
    t->jpeg_CreateDecompress = resolve(jpeg, "jpeg_CreateDecompress");
    t->jpeg_CreateCompress = resolve(jpeg, "jpeg_CreateCompress");
    t->jpeg_destroy_decompress = resolve(jpeg, "jpeg_destroy_decompress");
    t->jpeg_destroy_compress = resolve(jpeg, "jpeg_destroy_compress");
    t->jpeg_mem_src = resolve(jpeg, "jpeg_mem_src");
    t->jpeg_mem_dest = resolve(jpeg, "jpeg_mem_dest");
    t->jpeg_read_header = resolve(jpeg, "jpeg_read_header");
    t->jpeg_start_decompress = resolve(jpeg, "jpeg_start_decompress");
    t->jpeg_read_scanlines = resolve(jpeg, "jpeg_read_scanlines");
    t->jpeg_finish_decompress = resolve(jpeg, "jpeg_finish_decompress");
    t->jpeg_set_defaults = resolve(jpeg, "jpeg_set_defaults");
    t->jpeg_set_quality = resolve(jpeg, "jpeg_set_quality");
    t->jpeg_start_compress = resolve(jpeg, "jpeg_start_compress");
    t->jpeg_write_scanlines = resolve(jpeg, "jpeg_write_scanlines");
    t->jpeg_finish_compress = resolve(jpeg, "jpeg_finish_compress");
    t->png_image_begin_read_from_memory = resolve(png, "png_image_begin_read_from_memory");
    t->png_image_finish_read = resolve(png, "png_image_finish_read");
    t->png_image_free = resolve(png, "png_image_free");
    t->png_image_write_to_memory = resolve(png, "png_image_write_to_memory");
    loaded = load_error[0] == 0;
}

const image_libraries *dogsh_image_libraries(char *error, size_t error_length) {
    pthread_once(&load_once, load);
    if (loaded) return &dogsh_image_library_table;
    if (error != NULL && error_length > 0) snprintf(error, error_length, "%s", load_error);
    return NULL;
}

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

/* The Debian package of a library, reported when it is missing or lacks an entry point (reinstalling mends both). */
static const char *const jpeg_package = "libjpeg62-turbo";
static const char *const png_package = "libpng16-16";

static void *resolve(void *library, const char *name, const char *package) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && load_error[0] == 0) snprintf(load_error, sizeof load_error, "%s", package);
    return symbol;
}

/* The sonames match the headers dogsh was built with: libjpeg 6.2 ABI (libjpeg-turbo) and libpng 1.6. */
static void load(void) {
    static const char *const jpeg_names[] = {"libjpeg.so.62", "libjpeg.so"};
    static const char *const png_names[] = {"libpng16.so.16", "libpng16.so"};
    void *jpeg = open_first(jpeg_names, 2);
    void *png = open_first(png_names, 2);
    if (jpeg == NULL || png == NULL) {
        snprintf(load_error, sizeof load_error, "%s", jpeg == NULL ? jpeg_package : png_package);
        return;
    }
    image_libraries *t = &dogsh_image_library_table;
#define JPEG(name) t->name = resolve(jpeg, #name, jpeg_package)
#define PNG(name) t->name = resolve(png, #name, png_package)
    JPEG(jpeg_std_error);
    JPEG(jpeg_CreateDecompress);
    JPEG(jpeg_CreateCompress);
    JPEG(jpeg_destroy_decompress);
    JPEG(jpeg_destroy_compress);
    JPEG(jpeg_mem_src);
    JPEG(jpeg_mem_dest);
    JPEG(jpeg_read_header);
    JPEG(jpeg_start_decompress);
    JPEG(jpeg_read_scanlines);
    JPEG(jpeg_finish_decompress);
    JPEG(jpeg_set_defaults);
    JPEG(jpeg_set_quality);
    JPEG(jpeg_start_compress);
    JPEG(jpeg_write_scanlines);
    JPEG(jpeg_finish_compress);
    PNG(png_image_begin_read_from_memory);
    PNG(png_image_finish_read);
    PNG(png_image_free);
    PNG(png_image_write_to_memory);
#undef JPEG
#undef PNG
    loaded = load_error[0] == 0;
}

const image_libraries *dogsh_image_libraries(char *error, size_t error_length) {
    pthread_once(&load_once, load);
    if (loaded) return &dogsh_image_library_table;
    if (error != NULL && error_length > 0) snprintf(error, error_length, "%s", load_error);
    return NULL;
}

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

#define DOGSH_TEXT_(value) #value
#define DOGSH_TEXT(value) DOGSH_TEXT_(value)

/* The sonames of the libraries whose headers dogsh was built with, named in the error when one is
 * missing. libjpeg's follows its ABI version: JPEG_LIB_VERSION 62 is libjpeg.so.62 (Debian's
 * libjpeg-turbo), 80 is libjpeg.so.8 (Ubuntu's). */
static char jpeg_name[32];
static const char *const png_name = "libpng" DOGSH_TEXT(PNG_LIBPNG_VER_DLLNUM) ".so." DOGSH_TEXT(PNG_LIBPNG_VER_SONUM);

static void *resolve(void *library, const char *name, const char *soname) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && load_error[0] == 0) snprintf(load_error, sizeof load_error, "%s", soname);
    return symbol;
}

static void load(void) {
    int version = JPEG_LIB_VERSION;
    snprintf(jpeg_name, sizeof jpeg_name, "libjpeg.so.%d", version % 10 == 0 ? version / 10 : version);
    void *jpeg = dlopen(jpeg_name, RTLD_NOW | RTLD_LOCAL);
    void *png = dlopen(png_name, RTLD_NOW | RTLD_LOCAL);
    if (jpeg == NULL || png == NULL) {
        snprintf(load_error, sizeof load_error, "%s", jpeg == NULL ? jpeg_name : png_name);
        return;
    }
    image_libraries *t = &dogsh_image_library_table;
#define JPEG(name) t->name = resolve(jpeg, #name, jpeg_name)
#define PNG(name) t->name = resolve(png, #name, png_name)
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

#ifndef DOGSH_IMAGE_LIBRARIES_H
#define DOGSH_IMAGE_LIBRARIES_H

/* libjpeg and libpng, opened with dlopen on the first image instead of linked.
 *
 * A start that draws nothing loads neither, and both keep getting the system's security
 * updates. The headers still give the types; after the table below, macros turn the calls
 * CImageShim.c makes (jpeg_..., png_image_...) into calls through the table, so the decoding
 * code reads as plain libjpeg and libpng. ImageLibraries.c, which fills the table, defines
 * DOGSH_IMAGE_LIBRARIES_LOADER to see the names unchanged. */

#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#include <png.h>

typedef struct image_libraries {
    struct jpeg_error_mgr *(*jpeg_std_error)(struct jpeg_error_mgr *);
    void (*jpeg_CreateDecompress)(j_decompress_ptr, int, size_t);
    void (*jpeg_CreateCompress)(j_compress_ptr, int, size_t);
    void (*jpeg_destroy_decompress)(j_decompress_ptr);
    void (*jpeg_destroy_compress)(j_compress_ptr);
    void (*jpeg_mem_src)(j_decompress_ptr, const unsigned char *, unsigned long);
    void (*jpeg_mem_dest)(j_compress_ptr, unsigned char **, unsigned long *);
    int (*jpeg_read_header)(j_decompress_ptr, boolean);
    boolean (*jpeg_start_decompress)(j_decompress_ptr);
    JDIMENSION (*jpeg_read_scanlines)(j_decompress_ptr, JSAMPARRAY, JDIMENSION);
    boolean (*jpeg_finish_decompress)(j_decompress_ptr);
    void (*jpeg_set_defaults)(j_compress_ptr);
    void (*jpeg_set_quality)(j_compress_ptr, int, boolean);
    void (*jpeg_start_compress)(j_compress_ptr, boolean);
    JDIMENSION (*jpeg_write_scanlines)(j_compress_ptr, JSAMPARRAY, JDIMENSION);
    void (*jpeg_finish_compress)(j_compress_ptr);
    int (*png_image_begin_read_from_memory)(png_imagep, png_const_voidp, size_t);
    int (*png_image_finish_read)(png_imagep, png_const_colorp, void *, png_int_32, void *);
    void (*png_image_free)(png_imagep);
    int (*png_image_write_to_memory)(png_imagep, void *, png_alloc_size_t *, int, const void *, png_int_32, const void *);
} image_libraries;

/// The table, loaded on first use; NULL when a library is missing or incomplete, with the
/// Debian package to install in `error`.
const image_libraries *dogsh_image_libraries(char *error, size_t error_length);

/// The table once loaded; only for calls made after dogsh_image_libraries succeeded.
extern image_libraries dogsh_image_library_table;

#ifndef DOGSH_IMAGE_LIBRARIES_LOADER
#define jpeg_std_error (dogsh_image_library_table.jpeg_std_error)
#define jpeg_CreateDecompress (dogsh_image_library_table.jpeg_CreateDecompress)
#define jpeg_CreateCompress (dogsh_image_library_table.jpeg_CreateCompress)
#define jpeg_destroy_decompress (dogsh_image_library_table.jpeg_destroy_decompress)
#define jpeg_destroy_compress (dogsh_image_library_table.jpeg_destroy_compress)
#define jpeg_mem_src (dogsh_image_library_table.jpeg_mem_src)
#define jpeg_mem_dest (dogsh_image_library_table.jpeg_mem_dest)
#define jpeg_read_header (dogsh_image_library_table.jpeg_read_header)
#define jpeg_start_decompress (dogsh_image_library_table.jpeg_start_decompress)
#define jpeg_read_scanlines (dogsh_image_library_table.jpeg_read_scanlines)
#define jpeg_finish_decompress (dogsh_image_library_table.jpeg_finish_decompress)
#define jpeg_set_defaults (dogsh_image_library_table.jpeg_set_defaults)
#define jpeg_set_quality (dogsh_image_library_table.jpeg_set_quality)
#define jpeg_start_compress (dogsh_image_library_table.jpeg_start_compress)
#define jpeg_write_scanlines (dogsh_image_library_table.jpeg_write_scanlines)
#define jpeg_finish_compress (dogsh_image_library_table.jpeg_finish_compress)
#define png_image_begin_read_from_memory (dogsh_image_library_table.png_image_begin_read_from_memory)
#define png_image_finish_read (dogsh_image_library_table.png_image_finish_read)
#define png_image_free (dogsh_image_library_table.png_image_free)
#define png_image_write_to_memory (dogsh_image_library_table.png_image_write_to_memory)
#endif

#endif

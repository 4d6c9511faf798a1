#include "CImageShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>
#include <png.h>

#include "ImageLibraries.h"

static int is_jpeg(const unsigned char *data, size_t length) {
    return length >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF;
}

static int is_png(const unsigned char *data, size_t length) {
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    return length >= 8 && memcmp(data, signature, 8) == 0;
}

/* ---- JPEG ---------------------------------------------------------------------------- */

/// libjpeg reports errors by calling error_exit, which must not return: jump back instead.
typedef struct jpeg_failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    int truncated;
    char message[JMSG_LENGTH_MAX];
} jpeg_failure;

static void jpeg_fail(j_common_ptr info) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    info->err->format_message(info, failure->message);
    longjmp(failure->jump, 1);
}

/// Warnings are ignored, except running out of data: a truncated file is an error, not a grey image.
static void jpeg_warn(j_common_ptr info, int level) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) {
        failure->truncated = 1;
        snprintf(failure->message, sizeof failure->message, "the file ends early");
        longjmp(failure->jump, 1);
    }
}

static void copy_message(char *error, size_t error_length, const char *message) {
    if (error != NULL && error_length > 0) snprintf(error, error_length, "%s", message);
}

dogsh_image_status dogsh_jpeg_decode(const unsigned char *data, size_t length, long long max_pixels,
                                     int min_width, int min_height, dogsh_pixels *out, char *error,
                                     size_t error_length) {
    memset(out, 0, sizeof *out);
    if (!is_jpeg(data, length)) {
        copy_message(error, error_length, "not a JPEG file");
        return DOGSH_IMAGE_UNKNOWN_FORMAT;
    }
    if (dogsh_image_libraries(error, error_length) == NULL) return DOGSH_IMAGE_DECODER_MISSING;
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    memset(&failure, 0, sizeof failure);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_fail;
    failure.manager.emit_message = jpeg_warn;
    unsigned char *volatile rgb = NULL;
    unsigned char *volatile cmyk_row = NULL;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        free(rgb);
        free(cmyk_row);
        copy_message(error, error_length, failure.message);
        return failure.truncated ? DOGSH_IMAGE_TRUNCATED : DOGSH_IMAGE_CORRUPT;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    long long pixels = (long long)info.image_width * (long long)info.image_height;
    if (info.image_width == 0 || info.image_height == 0 || pixels > max_pixels) {
        snprintf(error, error_length, "%u x %u pixels", info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return DOGSH_IMAGE_TOO_LARGE;
    }
    out->source_width = (int)info.image_width;
    out->source_height = (int)info.image_height;
    unsigned int denominator = 1;
    while (denominator < 8 && info.image_width / (denominator * 2) >= (unsigned int)min_width &&
           info.image_height / (denominator * 2) >= (unsigned int)min_height) {
        denominator *= 2;
    }
    info.scale_num = 1;
    info.scale_denom = denominator;
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    size_t width = info.output_width, height = info.output_height;
    rgb = malloc(width * height * 3);
    if (cmyk) cmyk_row = malloc(width * 4);
    if (rgb == NULL || (cmyk && cmyk_row == NULL)) {
        jpeg_destroy_decompress(&info);
        free(rgb);
        free(cmyk_row);
        copy_message(error, error_length, "out of memory");
        return DOGSH_IMAGE_NO_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        unsigned char *row = rgb + (size_t)info.output_scanline * width * 3;
        JSAMPROW target = cmyk ? cmyk_row : row;
        jpeg_read_scanlines(&info, &target, 1);
        if (cmyk) {
            /* Adobe writes CMYK inverted; multiply each channel by K. */
            for (size_t x = 0; x < width; x++) {
                unsigned int k = cmyk_row[x * 4 + 3];
                row[x * 3] = (unsigned char)(cmyk_row[x * 4] * k / 255);
                row[x * 3 + 1] = (unsigned char)(cmyk_row[x * 4 + 1] * k / 255);
                row[x * 3 + 2] = (unsigned char)(cmyk_row[x * 4 + 2] * k / 255);
            }
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(cmyk_row);
    out->rgb = rgb;
    out->width = (int)width;
    out->height = (int)height;
    return DOGSH_IMAGE_OK;
}

dogsh_image_status dogsh_jpeg_encode(const unsigned char *rgb, int width, int height, int quality,
                                     unsigned char **out, size_t *out_length) {
    if (dogsh_image_libraries(NULL, 0) == NULL) return DOGSH_IMAGE_DECODER_MISSING;
    struct jpeg_compress_struct info;
    jpeg_failure failure;
    memset(&failure, 0, sizeof failure);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_fail;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return DOGSH_IMAGE_CORRUPT;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * (size_t)width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_length = size;
    return DOGSH_IMAGE_OK;
}

/* ---- PNG ----------------------------------------------------------------------------- */

/* Reads a PNG's header into `image`; on failure the reason is in `error`, `image` is freed and 0 is returned. */
static int png_begin(png_image *image, const unsigned char *data, size_t length, char *error, size_t error_length) {
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    if (png_image_begin_read_from_memory(image, data, length)) return 1;
    copy_message(error, error_length, image->message);
    png_image_free(image);
    return 0;
}

dogsh_image_status dogsh_png_decode(const unsigned char *data, size_t length, long long max_pixels,
                                    dogsh_pixels *out, char *error, size_t error_length) {
    memset(out, 0, sizeof *out);
    if (!is_png(data, length)) {
        copy_message(error, error_length, "not a PNG file");
        return DOGSH_IMAGE_UNKNOWN_FORMAT;
    }
    if (dogsh_image_libraries(error, error_length) == NULL) return DOGSH_IMAGE_DECODER_MISSING;
    png_image image;
    if (!png_begin(&image, data, length, error, error_length)) return DOGSH_IMAGE_CORRUPT;
    long long pixels = (long long)image.width * (long long)image.height;
    if (image.width == 0 || image.height == 0 || pixels > max_pixels) {
        snprintf(error, error_length, "%u x %u pixels", image.width, image.height);
        png_image_free(&image);
        return DOGSH_IMAGE_TOO_LARGE;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t width = image.width, height = image.height;
    unsigned char *rgba = malloc(width * height * 4);
    unsigned char *rgb = malloc(width * height * 3);
    if (rgba == NULL || rgb == NULL) {
        free(rgba);
        free(rgb);
        png_image_free(&image);
        copy_message(error, error_length, "out of memory");
        return DOGSH_IMAGE_NO_MEMORY;
    }
    if (!png_image_finish_read(&image, NULL, rgba, 0, NULL)) {
        int truncated = strstr(image.message, "EOF") != NULL || strstr(image.message, "end") != NULL ||
                        strstr(image.message, "Not enough") != NULL;
        copy_message(error, error_length, truncated ? "the file ends early" : image.message);
        free(rgba);
        free(rgb);
        png_image_free(&image);
        return truncated ? DOGSH_IMAGE_TRUNCATED : DOGSH_IMAGE_CORRUPT;
    }
    for (size_t i = 0; i < width * height; i++) {
        unsigned int alpha = rgba[i * 4 + 3];
        for (int c = 0; c < 3; c++) rgb[i * 3 + c] = (unsigned char)(rgba[i * 4 + c] * alpha / 255);
    }
    free(rgba);
    out->rgb = rgb;
    out->width = out->source_width = (int)width;
    out->height = out->source_height = (int)height;
    return DOGSH_IMAGE_OK;
}

dogsh_image_status dogsh_png_encode(const unsigned char *rgb, int width, int height, unsigned char **out,
                                    size_t *out_length) {
    if (dogsh_image_libraries(NULL, 0) == NULL) return DOGSH_IMAGE_DECODER_MISSING;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = (png_uint_32)width;
    image.height = (png_uint_32)height;
    image.format = PNG_FORMAT_RGB;
    png_alloc_size_t size = 0;
    if (!png_image_write_get_memory_size(image, size, 0, rgb, 0, NULL)) return DOGSH_IMAGE_CORRUPT;
    unsigned char *buffer = malloc(size);
    if (buffer == NULL) return DOGSH_IMAGE_NO_MEMORY;
    if (!png_image_write_to_memory(&image, buffer, &size, 0, rgb, 0, NULL)) {
        free(buffer);
        return DOGSH_IMAGE_CORRUPT;
    }
    *out = buffer;
    *out_length = size;
    return DOGSH_IMAGE_OK;
}

/* ---- Both ---------------------------------------------------------------------------- */

dogsh_image_status dogsh_image_dimensions(const unsigned char *data, size_t length, int *width, int *height,
                                          char *error, size_t error_length) {
    *width = *height = 0;
    if ((is_png(data, length) || is_jpeg(data, length)) && dogsh_image_libraries(error, error_length) == NULL) {
        return DOGSH_IMAGE_DECODER_MISSING;
    }
    if (is_png(data, length)) {
        png_image image;
        if (!png_begin(&image, data, length, error, error_length)) return DOGSH_IMAGE_CORRUPT;
        *width = (int)image.width;
        *height = (int)image.height;
        png_image_free(&image);
        return DOGSH_IMAGE_OK;
    }
    if (is_jpeg(data, length)) {
        struct jpeg_decompress_struct info;
        jpeg_failure failure;
        memset(&failure, 0, sizeof failure);
        info.err = jpeg_std_error(&failure.manager);
        failure.manager.error_exit = jpeg_fail;
        failure.manager.emit_message = jpeg_warn;
        if (setjmp(failure.jump)) {
            jpeg_destroy_decompress(&info);
            copy_message(error, error_length, failure.message);
            return failure.truncated ? DOGSH_IMAGE_TRUNCATED : DOGSH_IMAGE_CORRUPT;
        }
        jpeg_create_decompress(&info);
        jpeg_mem_src(&info, data, (unsigned long)length);
        jpeg_read_header(&info, TRUE);
        *width = (int)info.image_width;
        *height = (int)info.image_height;
        jpeg_destroy_decompress(&info);
        return DOGSH_IMAGE_OK;
    }
    copy_message(error, error_length, "neither JPEG nor PNG");
    return DOGSH_IMAGE_UNKNOWN_FORMAT;
}

void dogsh_pixels_free(dogsh_pixels *pixels) {
    free(pixels->rgb);
    pixels->rgb = NULL;
}

void dogsh_buffer_free(unsigned char *buffer) {
    free(buffer);
}

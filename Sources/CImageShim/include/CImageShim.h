#ifndef DOGSH_CIMAGESHIM_H
#define DOGSH_CIMAGESHIM_H

#include <stddef.h>

/// Decoded pixels: 8-bit RGB, row by row, owned by the caller (free with dogsh_pixels_free).
typedef struct dogsh_pixels {
    unsigned char *rgb;
    int width;
    int height;
    /// The size the file declares, before any scaling while decoding.
    int source_width;
    int source_height;
} dogsh_pixels;

/// How a decode or encode ended.
typedef enum dogsh_image_status {
    DOGSH_IMAGE_OK = 0,
    DOGSH_IMAGE_UNKNOWN_FORMAT = 1,
    DOGSH_IMAGE_TOO_LARGE = 2,
    DOGSH_IMAGE_CORRUPT = 3,
    DOGSH_IMAGE_TRUNCATED = 4,
    DOGSH_IMAGE_NO_MEMORY = 5,
    /// libjpeg or libpng could not be opened; the error text is the Debian package to install.
    DOGSH_IMAGE_DECODER_MISSING = 6
} dogsh_image_status;

/// Reads the dimensions a JPEG or PNG declares, without decoding its pixels.
dogsh_image_status dogsh_image_dimensions(const unsigned char *data, size_t length, int *width, int *height,
                                          char *error, size_t error_length);

/// Decodes a JPEG, refusing more than `max_pixels`; libjpeg's DCT scaling (1/2, 1/4, 1/8)
/// is used when the result still covers `min_width` x `min_height`, which is far faster.
dogsh_image_status dogsh_jpeg_decode(const unsigned char *data, size_t length, long long max_pixels,
                                     int min_width, int min_height, dogsh_pixels *out, char *error,
                                     size_t error_length);

/// Decodes a PNG (any colour type), composited onto black where it is transparent.
dogsh_image_status dogsh_png_decode(const unsigned char *data, size_t length, long long max_pixels,
                                    dogsh_pixels *out, char *error, size_t error_length);

void dogsh_pixels_free(dogsh_pixels *pixels);

/// Encodes RGB pixels as a baseline JPEG; the buffer is freed with dogsh_buffer_free.
dogsh_image_status dogsh_jpeg_encode(const unsigned char *rgb, int width, int height, int quality,
                                     unsigned char **out, size_t *out_length);

/// Encodes RGB pixels as a PNG; the buffer is freed with dogsh_buffer_free.
dogsh_image_status dogsh_png_encode(const unsigned char *rgb, int width, int height, unsigned char **out,
                                    size_t *out_length);

void dogsh_buffer_free(unsigned char *buffer);

#endif

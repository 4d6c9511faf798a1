#ifndef DOGSH_CCURLSHIM_H
#define DOGSH_CCURLSHIM_H

#include <stddef.h>

/// One GET request for libcurl, loaded at run time with dlopen.
///
/// dogsh links no networking library: libcurl and its dependencies cost several
/// milliseconds at every start, and only live sources need them.
typedef struct dogsh_curl_request {
    const char *url;
    /// "Name: value" lines.
    const char *const *headers;
    int header_count;
    long connect_timeout_ms;
    /// Seconds with no bytes before the transfer is abandoned.
    long idle_timeout_s;
    /// Milliseconds for the whole transfer.
    long total_timeout_ms;
    /// The largest body accepted; a declared larger length fails at once.
    long long maximum_bytes;
    long maximum_redirects;
    /// A file of CA certificates to trust instead of the system's; NULL for libcurl's default.
    const char *ca_file;
    /// A folder of hashed CA certificates to trust; NULL for libcurl's default.
    const char *ca_path;
    /// The most connections open to one host at once (HTTP/2 streams share one); 0 for no limit.
    long host_connections;
} dogsh_curl_request;

/// Callbacks a transfer reports to; each gets the context pointer given to perform.
typedef struct dogsh_curl_callbacks {
    /// Body bytes; return 0 to go on, non-zero to abort the transfer.
    int (*body)(void *context, const char *data, size_t length);
    /// One header line, status lines included; return 0.
    int (*header)(void *context, const char *data, size_t length);
    /// Asked now and then; return non-zero to abort (cancellation).
    int (*should_abort)(void *context);
} dogsh_curl_callbacks;

/// Why a transfer failed, in the words dogsh needs.
typedef enum dogsh_curl_outcome {
    DOGSH_CURL_OK = 0,
    DOGSH_CURL_UNAVAILABLE = 1,
    DOGSH_CURL_TIMED_OUT = 2,
    DOGSH_CURL_ABORTED = 3,
    DOGSH_CURL_TOO_LARGE = 4,
    DOGSH_CURL_FAILED = 5,
    /// Part of the body arrived, then the connection closed early.
    DOGSH_CURL_TRUNCATED = 6,
    /// The server's certificate chains to no trusted CA (or is self-signed).
    DOGSH_CURL_CERT_UNTRUSTED = 7,
    /// The server's certificate (or one in its chain) has expired or is not valid yet.
    DOGSH_CURL_CERT_EXPIRED = 8,
    /// The server's certificate is for another host name.
    DOGSH_CURL_CERT_WRONG_HOST = 9,
    /// Any other TLS failure: the handshake, a bad certificate file, a revoked certificate.
    DOGSH_CURL_TLS_FAILED = 10,
    /// More redirects than allowed: a loop, as a rule.
    DOGSH_CURL_REDIRECT_LOOP = 11,
    /// A redirect to a scheme dogsh refuses, such as file:.
    DOGSH_CURL_REDIRECT_REFUSED = 12,
    /// The connection was made, then the server sent nothing (or too little) for too long.
    DOGSH_CURL_SLOW_ANSWER = 13
} dogsh_curl_outcome;

/// Loads libcurl once; returns 1 when it is usable, else 0 with the reason in `error`.
int dogsh_curl_load(char *error, size_t error_length);

/// Performs a GET, blocking the calling thread; the status goes to `status`, a reason to `error`.
dogsh_curl_outcome dogsh_curl_perform(
    const dogsh_curl_request *request, const dogsh_curl_callbacks *callbacks, void *context,
    long *status, char *error, size_t error_length);

/// The outcome for a failed transfer's libcurl code, detail text, certificate verification
/// result (OpenSSL's X509_V_ERR_*, 0 when unknown) and redirect count; exposed for tests.
dogsh_curl_outcome dogsh_curl_classify(int code, const char *detail, long verify_result, long redirects);

#endif

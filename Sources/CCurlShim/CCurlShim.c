#include "CCurlShim.h"
#include "CurlLibrary.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

dogsh_curl_library curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[256];
static int loaded = 0;

static void *resolve(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && load_error[0] == 0) snprintf(load_error, sizeof load_error, "libcurl lacks %s", name);
    return symbol;
}

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_error, sizeof load_error, "libcurl is not installed (Debian and Ubuntu: apt-get install libcurl4)");
        return;
    }
    curl.global_init = resolve(library, "curl_global_init");
    curl.easy_init = resolve(library, "curl_easy_init");
    curl.easy_setopt = resolve(library, "curl_easy_setopt");
    curl.easy_getinfo = resolve(library, "curl_easy_getinfo");
    curl.easy_cleanup = resolve(library, "curl_easy_cleanup");
    curl.easy_strerror = resolve(library, "curl_easy_strerror");
    curl.slist_append = resolve(library, "curl_slist_append");
    curl.slist_free_all = resolve(library, "curl_slist_free_all");
    curl.multi_init = resolve(library, "curl_multi_init");
    curl.multi_setopt = resolve(library, "curl_multi_setopt");
    curl.multi_add_handle = resolve(library, "curl_multi_add_handle");
    curl.multi_remove_handle = resolve(library, "curl_multi_remove_handle");
    curl.multi_perform = resolve(library, "curl_multi_perform");
    curl.multi_poll = resolve(library, "curl_multi_poll");
    curl.multi_wakeup = resolve(library, "curl_multi_wakeup");
    curl.multi_info_read = resolve(library, "curl_multi_info_read");
    if (load_error[0] != 0) return;
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(load_error, sizeof load_error, "libcurl could not start");
        return;
    }
    if (!dogsh_curl_driver_start()) {
        snprintf(load_error, sizeof load_error, "libcurl could not start its transfer thread");
        return;
    }
    loaded = 1;
}

int dogsh_curl_load(char *error, size_t error_length) {
    pthread_once(&load_once, load);
    if (!loaded && error != NULL && error_length > 0) snprintf(error, error_length, "%s", load_error);
    return loaded;
}

typedef struct transfer {
    const dogsh_curl_callbacks *callbacks;
    void *context;
    long long received;
    long long maximum;
    int too_large;
} transfer;

static size_t on_body(char *data, size_t size, size_t count, void *pointer) {
    transfer *state = pointer;
    size_t length = size * count;
    if (state->received + (long long)length > state->maximum) {
        state->too_large = 1;
        return 0;
    }
    state->received += (long long)length;
    return state->callbacks->body(state->context, data, length) == 0 ? length : 0;
}

static size_t on_header(char *data, size_t size, size_t count, void *pointer) {
    transfer *state = pointer;
    state->callbacks->header(state->context, data, size * count);
    return size * count;
}

static int on_progress(void *pointer, curl_off_t total, curl_off_t now, curl_off_t upload_total, curl_off_t upload_now) {
    (void)total; (void)now; (void)upload_total; (void)upload_now;
    transfer *state = pointer;
    return state->callbacks->should_abort(state->context);
}

/* OpenSSL's certificate verification results (x509_vfy.h), by number: libcurl reports them
 * through CURLINFO_SSL_VERIFYRESULT, and dogsh does not include OpenSSL's headers for them. */
enum {
    X509_EXPIRED = 10, X509_NOT_YET_VALID = 9, X509_CA_EXPIRED_OR_CRL = 12,
    X509_DEPTH_ZERO_SELF_SIGNED = 18, X509_SELF_SIGNED_IN_CHAIN = 19, X509_NO_LOCAL_ISSUER = 20,
    X509_UNABLE_TO_VERIFY_LEAF = 21, X509_NO_ISSUER = 2, X509_HOSTNAME_MISMATCH = 62
};

static int contains(const char *text, const char *part) {
    return text != NULL && strstr(text, part) != NULL;
}

dogsh_curl_outcome dogsh_curl_classify(int code, const char *detail, long verify_result, long redirects) {
    switch (code) {
    case CURLE_TOO_MANY_REDIRECTS:
        return DOGSH_CURL_REDIRECT_LOOP;
    case CURLE_UNSUPPORTED_PROTOCOL:
        return redirects > 0 || contains(detail, "redirect") ? DOGSH_CURL_REDIRECT_REFUSED : DOGSH_CURL_FAILED;
    case CURLE_PEER_FAILED_VERIFICATION:
        switch (verify_result) {
        case X509_EXPIRED: case X509_NOT_YET_VALID: return DOGSH_CURL_CERT_EXPIRED;
        case X509_HOSTNAME_MISMATCH: return DOGSH_CURL_CERT_WRONG_HOST;
        case X509_DEPTH_ZERO_SELF_SIGNED: case X509_SELF_SIGNED_IN_CHAIN: case X509_NO_LOCAL_ISSUER:
        case X509_UNABLE_TO_VERIFY_LEAF: case X509_NO_ISSUER:
            return DOGSH_CURL_CERT_UNTRUSTED;
        default: break;
        }
        /* libcurl checks the host name itself (result 0), and GnuTLS builds report no X509 codes. */
        if (contains(detail, "subject name") || contains(detail, "host name") || contains(detail, "hostname")) return DOGSH_CURL_CERT_WRONG_HOST;
        if (contains(detail, "expired") || contains(detail, "not yet valid")) return DOGSH_CURL_CERT_EXPIRED;
        if (contains(detail, "issuer") || contains(detail, "self-signed") || contains(detail, "self signed") || contains(detail, "not trusted"))
            return DOGSH_CURL_CERT_UNTRUSTED;
        return DOGSH_CURL_TLS_FAILED;
    case CURLE_SSL_CONNECT_ERROR: case CURLE_SSL_CERTPROBLEM: case CURLE_SSL_CIPHER: case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_ISSUER_ERROR: case CURLE_SSL_CRL_BADFILE: case CURLE_SSL_ENGINE_NOTFOUND: case CURLE_USE_SSL_FAILED:
        return DOGSH_CURL_TLS_FAILED;
    default:
        return DOGSH_CURL_FAILED;
    }
}

dogsh_curl_outcome dogsh_curl_perform(
    const dogsh_curl_request *request, const dogsh_curl_callbacks *callbacks, void *context,
    long *status, char *error, size_t error_length) {
    *status = 0;
    if (!dogsh_curl_load(error, error_length)) return DOGSH_CURL_UNAVAILABLE;
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        snprintf(error, error_length, "libcurl could not make a handle");
        return DOGSH_CURL_FAILED;
    }
    transfer state = {callbacks, context, 0, request->maximum_bytes, 0};
    char detail[CURL_ERROR_SIZE] = {0};
    struct curl_slist *headers = NULL;
    for (int i = 0; i < request->header_count; i++) headers = curl.slist_append(headers, request->headers[i]);

    curl.easy_setopt(handle, CURLOPT_URL, request->url);
    /* Over https, a transfer waits for a connection being opened to the same host, to learn
     * whether it speaks HTTP/2 and can carry this one too, rather than opening another. Plain
     * http has no ALPN to tell, so there it would only wait. */
    if (strncmp(request->url, "https:", 6) == 0) curl.easy_setopt(handle, CURLOPT_PIPEWAIT, 1L);
    curl.easy_setopt(handle, CURLOPT_HTTPGET, 1L);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, detail);
    /* The User-Agent, dogsh/<version>, comes among the headers: the version is a Swift constant. */
    curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, CURLOPT_MAXREDIRS, request->maximum_redirects);
    /* http and https only, for the request and its redirects. The string options came with 7.85;
     * against older headers, or a library older than the headers, the bit masks do the same. */
#if LIBCURL_VERSION_NUM >= 0x075500
    if (curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https") == CURLE_OK) {
        curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    } else
#endif
    {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
        curl.easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
        curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#pragma GCC diagnostic pop
    }
    if (request->ca_file != NULL) curl.easy_setopt(handle, CURLOPT_CAINFO, request->ca_file);
    if (request->ca_path != NULL) curl.easy_setopt(handle, CURLOPT_CAPATH, request->ca_path);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, request->connect_timeout_ms);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, request->total_timeout_ms);
    curl.easy_setopt(handle, CURLOPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(handle, CURLOPT_LOW_SPEED_TIME, request->idle_timeout_s);
    curl.easy_setopt(handle, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)request->maximum_bytes);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, on_body);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &state);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, on_header);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, &state);
    curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, on_progress);
    curl.easy_setopt(handle, CURLOPT_XFERINFODATA, &state);
    curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);

    CURLcode code = dogsh_curl_driver_run(handle, request->host_connections);
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, status);
    long verify_result = 0, redirects = 0;
    curl.easy_getinfo(handle, CURLINFO_SSL_VERIFYRESULT, &verify_result);
    curl.easy_getinfo(handle, CURLINFO_REDIRECT_COUNT, &redirects);
    /* Time until the request could be sent: set once a connection (new or reused) was ready. */
    double pretransfer_seconds = 0;
    int connected = curl.easy_getinfo(handle, CURLINFO_PRETRANSFER_TIME, &pretransfer_seconds) == CURLE_OK && pretransfer_seconds > 0;
    curl.easy_cleanup(handle);
    curl.slist_free_all(headers);

    dogsh_curl_outcome outcome;
    if (code == CURLE_OK) {
        outcome = DOGSH_CURL_OK;
    } else if (state.too_large || code == CURLE_FILESIZE_EXCEEDED) {
        outcome = DOGSH_CURL_TOO_LARGE;
    } else if (code == CURLE_PARTIAL_FILE && state.received > 0) {
        /* Part of the body arrived: the server was there and cut it short.
           With nothing received the connection simply dropped, a transport failure. */
        outcome = DOGSH_CURL_TRUNCATED;
    } else if (code == CURLE_OPERATION_TIMEDOUT) {
        /* A connection made and then left quiet is a slow server, not a missing network. */
        outcome = connected ? DOGSH_CURL_SLOW_ANSWER : DOGSH_CURL_TIMED_OUT;
    } else if (code == CURLE_ABORTED_BY_CALLBACK || code == CURLE_WRITE_ERROR) {
        outcome = DOGSH_CURL_ABORTED;
    } else {
        outcome = dogsh_curl_classify(code, detail[0] ? detail : curl.easy_strerror(code), verify_result, redirects);
    }
    if (outcome != DOGSH_CURL_OK) snprintf(error, error_length, "%s", detail[0] ? detail : curl.easy_strerror(code));
    return outcome;
}

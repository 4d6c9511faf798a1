#ifndef DOGSH_CURL_LIBRARY_H
#define DOGSH_CURL_LIBRARY_H

#include <curl/curl.h>

/* libcurl's entry points, resolved once from the shared library (CCurlShim.c). */
typedef struct dogsh_curl_library {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
} dogsh_curl_library;

extern dogsh_curl_library curl;

/* Runs a configured easy handle on the process's one multi handle (CurlDriver.c), with at most
 * `connections_per_host` connections to a host, and waits for it to end; returns libcurl's result.
 * `dogsh_curl_driver_start` starts the driver thread once and returns 0 when it could not. */
CURLcode dogsh_curl_driver_run(CURL *handle, long connections_per_host);
int dogsh_curl_driver_start(void);

#endif

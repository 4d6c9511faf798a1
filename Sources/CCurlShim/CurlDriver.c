#include "CurlLibrary.h"

#include <pthread.h>
#include <stdlib.h>

/* One libcurl multi handle for the process, driven by one thread.
 *
 * Every transfer runs on it, so they share one connection cache: a connection is kept open
 * (HTTP/1.1 keep-alive) and handed to the next transfer to the same host, and over HTTP/2
 * (offered through ALPN) transfers to one host run side by side on one connection. DNS
 * answers and TLS sessions are shared too. A caller's thread hands its easy handle over and
 * waits on a condition variable; libcurl's callbacks for the transfer then run on the driver
 * thread. The multi handle is touched by the driver thread only; others queue their handles
 * and wake it (curl_multi_wakeup is the one call libcurl allows from any thread). */

typedef struct job {
    CURL *handle;
    long host_connections;
    CURLcode result;
    int done;
    pthread_cond_t finished;
    struct job *next;
} job;

static CURLM *multi;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static job *queued;
static pthread_once_t start_once = PTHREAD_ONCE_INIT;
static int started = 0;

/* Idle connections kept for reuse. The most to one host comes with each transfer
 * (DOGSH_MAX_CONNECTIONS); transfers beyond it wait inside libcurl for a free connection, or
 * share one as HTTP/2 streams. */
enum { KEPT_CONNECTIONS = 32 };
static long host_connections = 0;

/* Hands a transfer's result to the thread waiting for it. */
static void finish(job *work, CURLcode result) {
    pthread_mutex_lock(&lock);
    work->result = result;
    work->done = 1;
    pthread_cond_signal(&work->finished);
    pthread_mutex_unlock(&lock);
}

static void *drive(void *unused) {
    (void)unused;
    for (;;) {
        /* Callers push onto the front of the queue: reversed, transfers start in the order asked. */
        pthread_mutex_lock(&lock);
        job *adding = NULL;
        for (job *each = queued, *next; each != NULL; each = next) {
            next = each->next;
            each->next = adding;
            adding = each;
        }
        queued = NULL;
        pthread_mutex_unlock(&lock);
        for (job *each = adding, *next; each != NULL; each = next) {
            next = each->next; /* read first: once finished, the job's owner may return and free it */
            curl.easy_setopt(each->handle, CURLOPT_PRIVATE, each);
            if (each->host_connections != host_connections) {
                host_connections = each->host_connections;
                curl.multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, host_connections);
            }
            if (curl.multi_add_handle(multi, each->handle) != CURLM_OK) finish(each, CURLE_FAILED_INIT);
        }
        int running = 0;
        curl.multi_perform(multi, &running);
        CURLMsg *message;
        int left = 0;
        while ((message = curl.multi_info_read(multi, &left)) != NULL) {
            if (message->msg != CURLMSG_DONE) continue;
            job *finished = NULL;
            curl.easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&finished);
            CURLcode result = message->data.result;
            curl.multi_remove_handle(multi, message->easy_handle);
            if (finished != NULL) finish(finished, result);
        }
        /* Wakes for sockets, libcurl's own timers (the idle check runs every second), or a new transfer. */
        int ready = 0;
        curl.multi_poll(multi, NULL, 0, 1000, &ready);
    }
    return NULL;
}

static void start(void) {
    multi = curl.multi_init();
    if (multi == NULL) return;
    curl.multi_setopt(multi, CURLMOPT_PIPELINING, (long)CURLPIPE_MULTIPLEX);
    curl.multi_setopt(multi, CURLMOPT_MAXCONNECTS, (long)KEPT_CONNECTIONS);
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    started = pthread_create(&thread, &attributes, drive, NULL) == 0;
    pthread_attr_destroy(&attributes);
}

int dogsh_curl_driver_start(void) {
    pthread_once(&start_once, start);
    return started;
}

CURLcode dogsh_curl_driver_run(CURL *handle, long connections_per_host) {
    if (!dogsh_curl_driver_start()) return CURLE_FAILED_INIT;
    job work = {handle, connections_per_host, CURLE_OK, 0, PTHREAD_COND_INITIALIZER, NULL};
    pthread_mutex_lock(&lock);
    work.next = queued;
    queued = &work;
    pthread_mutex_unlock(&lock);
    curl.multi_wakeup(multi);
    pthread_mutex_lock(&lock);
    while (!work.done) pthread_cond_wait(&work.finished, &lock);
    pthread_mutex_unlock(&lock);
    pthread_cond_destroy(&work.finished);
    return work.result;
}

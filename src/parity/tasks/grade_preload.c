/* Preloaded (LD_PRELOAD) into a grade's test process and the grading fork server.
 *
 * 1. The process is made non-dumpable before its first instruction of Python, so no other
 *    process of the sandbox (the code under test's own children included) can read or write
 *    its memory through /proc/<pid>/mem or ptrace, and the report plugin needs no ctypes for
 *    it. ctypes loaded in the test process would hand code under test raw memory with no audit
 *    event (its classes are reachable from object.__subclasses__() without an import), so the
 *    grader keeps it out of the process: parity.tasks.pytest_report. If the kernel refuses,
 *    the process ends at once (exit 125) rather than run dumpable.
 *
 * 2. Once the report plugin locks signals, no Python signal handler can be installed: a
 *    Python handler is called with the frame it interrupts (no audit event), the grader's own
 *    frames included, whose locals hold its closure. Python installs every handler of
 *    `signal.signal` as one C function, so after the lock a sigaction() or signal() that
 *    installs that function fails with EPERM (`signal.signal` raises OSError), whichever
 *    module instance asks; SIG_DFL, SIG_IGN and C handlers (faulthandler's) go through. The
 *    lock is taken by setting the environment variable PARITY_GRADE_LOCK_SIGNALS to the
 *    number of a signal the plugin has just given a Python handler (`os.putenv`): this
 *    library answers that setenv() itself, takes the function that signal holds, sets
 *    nothing, and no call undoes it. (Not SIGINT's: a process started with SIGINT ignored,
 *    as a background job is, has no Python handler there.) Python code cannot reach this
 *    library's memory without a foreign function interface, which the grader keeps out.
 *
 * 3. Once the report plugin locks native code, no shared object is loaded from outside the
 *    environment: a Python extension module is native code in the test process, with all of
 *    its memory (the grader's closure included), and the sandbox has a C compiler and
 *    Python's headers, so code under test could build one (or bring one in its patch) and
 *    import it. After the lock, a dlopen() or dlmopen() of a path that does not resolve into
 *    one of the directories the plugin named fails (Python's import raises ImportError with
 *    dlerror()'s message); the file is opened by its resolved path, so a symlink swapped
 *    after the check cannot redirect it. A name with no '/' is searched by the loader in the
 *    system's directories as usual. The lock is taken by setting PARITY_GRADE_LOCK_DLOPEN to
 *    the allowed directories (each ending in '/'), one per line; no call undoes or widens it.
 *
 * Built into the tools layer by parity.sandbox.tools_layer with the host's C compiler. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

#define LOCK_VAR "PARITY_GRADE_LOCK_SIGNALS"
/* set to ask whether an install was refused since the last ask: setenv() fails (EEXIST) if so */
#define ASK_VAR "PARITY_GRADE_SIGNALS_REFUSED"

#define DLOPEN_VAR "PARITY_GRADE_LOCK_DLOPEN"
#define DLOPEN_REFUSED "refused by the grader: native code from outside the environment"

static volatile sig_atomic_t locked = 0;
static char *dl_allowed = 0;  /* the allowed directories, '\n'-separated; set once */
static __thread int dl_refused = 0;  /* the last dlopen of this thread was refused */
static volatile sig_atomic_t refusals = 0;
static void (*python_handler)(int) = 0;

__attribute__((constructor)) static void parity_nondumpable(void) {
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) {
        static const char msg[] = "parity: prctl(PR_SET_DUMPABLE, 0) failed\n";
        (void)!write(2, msg, sizeof msg - 1);
        _exit(125);
    }
}

typedef int (*sigaction_fn)(int, const struct sigaction *, struct sigaction *);
typedef int (*setenv_fn)(const char *, const char *, int);
typedef sighandler_t (*signal_fn)(int, sighandler_t);

static sigaction_fn real_sigaction(void) {
    static sigaction_fn fn = 0;
    if (!fn) fn = (sigaction_fn)dlsym(RTLD_NEXT, "sigaction");
    return fn;
}

static int refused(void (*handler)(int)) {
    if (locked && python_handler && handler == python_handler) {
        refusals = 1;
        return 1;
    }
    return 0;
}

int sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
    if (act && !(act->sa_flags & SA_SIGINFO) && refused(act->sa_handler)) {
        errno = EPERM;
        return -1;
    }
    return real_sigaction()(sig, act, old);
}

sighandler_t signal(int sig, sighandler_t handler) {
    static signal_fn real = 0;
    if (refused(handler)) {
        errno = EPERM;
        return SIG_ERR;
    }
    if (!real) real = (signal_fn)dlsym(RTLD_NEXT, "signal");
    return real(sig, handler);
}

/* Whether `real` (a resolved path) lies in one of the allowed directories. */
static int dl_inside(const char *real) {
    const char *entry = dl_allowed;
    while (entry && *entry) {
        const char *end = strchr(entry, '\n');
        size_t n = end ? (size_t)(end - entry) : strlen(entry);
        if (n > 1 && entry[n - 1] == '/' && strncmp(real, entry, n) == 0) return 1;
        entry = end ? end + 1 : 0;
    }
    return 0;
}

/* The path to open: `file` itself before the lock or for a bare name, its resolved path
 * when that is inside the environment, or NULL (refused). */
static const char *dl_path(const char *file, char *real) {
    if (!dl_allowed || !file || !strchr(file, '/')) return file;
    if (realpath(file, real) && dl_inside(real)) return real;
    dl_refused = 1;
    return 0;
}

typedef void *(*dlopen_fn)(const char *, int);
typedef void *(*dlmopen_fn)(Lmid_t, const char *, int);
typedef char *(*dlerror_fn)(void);

void *dlopen(const char *file, int mode) {
    static dlopen_fn real_dlopen = 0;
    char real[PATH_MAX];
    const char *path = dl_path(file, real);
    if (file && !path) return 0;
    if (!real_dlopen) real_dlopen = (dlopen_fn)dlsym(RTLD_NEXT, "dlopen");
    dl_refused = 0;
    return real_dlopen(path, mode);
}

void *dlmopen(Lmid_t lmid, const char *file, int mode) {
    static dlmopen_fn real_dlmopen = 0;
    char real[PATH_MAX];
    const char *path = dl_path(file, real);
    if (file && !path) return 0;
    if (!real_dlmopen) real_dlmopen = (dlmopen_fn)dlsym(RTLD_NEXT, "dlmopen");
    dl_refused = 0;
    return real_dlmopen(lmid, path, mode);
}

char *dlerror(void) {
    static dlerror_fn real_dlerror = 0;
    if (dl_refused) {
        dl_refused = 0;
        return (char *)DLOPEN_REFUSED;
    }
    if (!real_dlerror) real_dlerror = (dlerror_fn)dlsym(RTLD_NEXT, "dlerror");
    return real_dlerror();
}

int setenv(const char *name, const char *value, int overwrite) {
    static setenv_fn real = 0;
    if (name && strcmp(name, DLOPEN_VAR) == 0) {
        if (dl_allowed || !value || !*value) return dl_allowed ? 0 : (errno = EINVAL, -1);
        char *copy = strdup(value);
        if (!copy) return -1;
        dl_allowed = copy;
        return 0;
    }
    if (name && strcmp(name, LOCK_VAR) == 0) {
        /* `value`: a signal that holds Python's handler now (the plugin has just installed
         * one there): its C function is the one to refuse from here on */
        struct sigaction now;
        int sig = value ? atoi(value) : 0;
        if (!locked && sig > 0 && sig < NSIG && real_sigaction()(sig, 0, &now) == 0 &&
                !(now.sa_flags & SA_SIGINFO) && now.sa_handler != SIG_DFL &&
                now.sa_handler != SIG_IGN) {
            python_handler = now.sa_handler;
            locked = 1;
        }
        return locked ? 0 : (errno = ENOSYS, -1);
    }
    if (name && strcmp(name, ASK_VAR) == 0) {  /* asked and cleared */
        int was = refusals;
        refusals = 0;
        return was ? (errno = EEXIST, -1) : 0;
    }
    if (!real) real = (setenv_fn)dlsym(RTLD_NEXT, "setenv");
    return real(name, value, overwrite);
}
